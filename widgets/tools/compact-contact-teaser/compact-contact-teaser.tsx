import { ContactTeaser } from '@/src/ui/contact-teaser/contact-teaser'
import type { CompactContactTeaserProps } from './compact-contact-teaser.widget'

/** The compact contact teaser (spec 2 §2.10): src/ui/contact-teaser in its small box, always upright. */
export const CompactContactTeaser = (props: CompactContactTeaserProps) => <ContactTeaser block="compact-contact-teaser" isLandscape={false} {...props} />
