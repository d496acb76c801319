import type { ContentIconName } from '@/src/ui/content-icons/content-icons'
import type { FAQ_TEASER_TYPES } from './faq-teaser.widget'

/** Each tool's symbol: a drop of oil for the oil finder, a pin for the dealer finder. */
export const FAQ_TEASER_ICONS: Record<(typeof FAQ_TEASER_TYPES)[number], ContentIconName> = { oilfinder: 'drop', 'dealer-finder': 'pin' }
