import { contentIconHtml } from '@/src/ui/content-icons/content-icons'
import { columnSizes } from '@/src/ui/block-picture/sizes'

/** The two blocks drawn by ContactTeaser. */
export type ContactTeaserBlock = 'contact-teaser' | 'compact-contact-teaser'

/** How wide each draws its picture: half the row from 768 px (the teaser is placed beside another), a 96 px portrait. */
export const CONTACT_TEASER_SIZES: Record<ContactTeaserBlock, string> = {
  'contact-teaser': columnSizes(6),
  'compact-contact-teaser': '96px',
}

/** The handset before the number (decorative: the number says what it is); a constant, never data. */
export const PHONE_GLYPH = contentIconHtml('phone')
