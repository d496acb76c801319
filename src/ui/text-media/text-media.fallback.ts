import { blockActionHtml, escapeHtml, type BlockLinkInput, type Translate } from '@/src/widget/fallback'

type TextMediaInput = { block: string; title?: string | undefined; level?: number | undefined; html: string; ratio?: string | undefined; side?: 'left' | 'right' | undefined; link?: BlockLinkInput | undefined }

/** Text with media beside it as text-media.tsx renders it; `mediaHtml` is the picture or the video's stage. */
export function textMediaHtml({ block, title, level = 2, html, ratio = '6-6', side = 'right', link }: TextMediaInput, mediaHtml: string, t: Translate): string {
  const heading = title === undefined ? '' : `<h${level} data-part="title">${escapeHtml(title)}</h${level}>`
  const action = link === undefined ? '' : blockActionHtml(link, link.text, t)
  return `<div data-block="${block}" data-columns="${ratio}" data-media-side="${side}"><div data-part="body">${heading}<div data-part="text">${html}</div>${action}</div><div data-part="media">${mediaHtml}</div></div>`
}
