import { contactTeaserHtml } from '@/src/ui/contact-teaser/contact-teaser.fallback'
import { defineFallback, type InputOf } from '@/src/widget/fallback'
import type declaration from './compact-contact-teaser.widget'

export default defineFallback<InputOf<typeof declaration>>({
  sameAsIsland: true,
  description:
    'The block itself, as the island renders it: `<div data-block="compact-contact-teaser" data-layout="portrait">` with the round portrait (`sizes="96px"`), the title at its `level`, the text or list, the phone number as a `tel:` link, the button and the footer text.',
  render: (props, { t }) => contactTeaserHtml('compact-contact-teaser', props, t),
})
