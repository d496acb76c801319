import { defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import type declaration from './heading.widget'

export default defineFallback<InputOf<typeof declaration>>({
  description: 'The heading itself, `<h2 id="anchor">Text</h2>` at its `level`.',
  render: ({ text, level = 2, anchor }) => `<h${level}${anchor === undefined ? '' : ` id="${escapeHtml(anchor)}"`}>${escapeHtml(text)}</h${level}>`,
})
