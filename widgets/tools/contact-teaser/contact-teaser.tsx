import { ContactTeaser } from '@/src/ui/contact-teaser/contact-teaser'
import type { ContactTeaserProps } from './contact-teaser.widget'

/** The contact teaser (spec 2 §2.10): src/ui/contact-teaser in its full size. */
export const ContactTeaserBlock = (props: ContactTeaserProps) => <ContactTeaser block="contact-teaser" {...props} />
