import { defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import type declaration from './rich-text.widget'

export default defineFallback<InputOf<typeof declaration>>({
  description:
    '`<div data-fallback="default|66|50|33">` (the `width`) holding the HTML itself, sized and typeset like the block. The CMS writes its own HTML here; the island sanitises it again when it mounts.',
  render: ({ html, width }) => `<div data-fallback="${escapeHtml(width ?? 'default')}">${html}</div>`,
})
