import { embedFacadeHtml } from '@/src/ui/embed-facade/embed-facade.fallback'
import { defineFallback, type InputOf } from '@/src/widget/fallback'
import type declaration from './iframe.widget'
import { providerOf } from './provider'

export default defineFallback<InputOf<typeof declaration>>({
  description:
    'The block\'s box at its height (`data-height`) with the facade: the frame\'s title, who would receive the visitor\'s data, and a link to the page at the provider (new tab). The island adds the button that loads the frame; nothing is requested from the provider before that click.',
  render: ({ src, title, height = 500 }, { t }) => `<div data-block="iframe" data-height="${height}">${embedFacadeHtml({ title, provider: providerOf(src), openUrl: src }, t)}</div>`,
})
