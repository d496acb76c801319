import { embedFacadeHtml } from '@/src/ui/embed-facade/embed-facade.fallback'
import { defineFallback, type InputOf } from '@/src/widget/fallback'
import type declaration from './magazine-viewer.widget'
import { MAGAZINE_PROVIDER, readUrl } from './provider'

export default defineFallback<InputOf<typeof declaration>>({
  description:
    'The viewer\'s box (`data-size`: 400 px high when small, else 9/16 of the width and square on phones) with the facade: the magazine\'s title, that Yumpu would receive the visitor\'s data, and a link to it at Yumpu (new tab). The island adds the button that loads the viewer.',
  render: ({ id, title, small = false }, { t }) =>
    `<div data-block="magazine-viewer" data-size="${small ? 'small' : 'default'}">${embedFacadeHtml({ title, provider: MAGAZINE_PROVIDER, openUrl: readUrl(id) }, t)}</div>`,
})
