import { contactTeaserHtml } from '@/src/ui/contact-teaser/contact-teaser.fallback'
import { defineFallback, type InputOf } from '@/src/widget/fallback'
import type declaration from './contact-teaser.widget'

export default defineFallback<InputOf<typeof declaration>>({
  sameAsIsland: true,
  description:
    'The block itself, as the island renders it: `<div data-block="contact-teaser">` with `data-layout` (portrait or landscape), the picture with `srcset` and `sizes` (the phone\'s cut as `<source media>` first), the title at its `level`, the text or list, the phone number as a `tel:` link, the button and the footer text.',
  render: (props, { t }) => contactTeaserHtml('contact-teaser', props, t),
})
