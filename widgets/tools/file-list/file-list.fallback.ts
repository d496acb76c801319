import { defineFallback, escapeHtml, linkHtml, newTabLinkHtml, type InputOf } from '@/src/widget/fallback'
import { fileDetails } from './file-details'
import { FILE_GLYPH } from './file-glyph'
import type declaration from './file-list.widget'

export default defineFallback<InputOf<typeof declaration>>({
  sameAsIsland: true,
  description:
    'The block itself, as the island renders it: `<div data-block="file-list">` with the title at its `level` and a list of files, each with its preview (or a file symbol), name, kind and size in the locale\'s digits, a link that opens it in a new tab and one that downloads it; both name the file for screen readers.',
  render: ({ title, level = 2, files }, { locale, t }) => {
    const rows = files.map((file) => {
      const details = fileDetails(file, locale)
      const named = (action: string) => `${escapeHtml(t(action))} <span class="visually-hidden">${escapeHtml(file.name)}</span>`
      const visual =
        file.preview === undefined
          ? `<span data-part="file-icon">${FILE_GLYPH}</span>`
          : `<img data-part="preview" src="${escapeHtml(file.preview)}" alt="" width="48" height="64" loading="lazy" decoding="async">`
      return `<li data-part="file">${visual}<span data-part="file-body"><span data-part="file-name">${escapeHtml(file.name)}</span>${details === '' ? '' : `<span data-part="file-details">${escapeHtml(details)}</span>`}</span><span data-part="file-actions">${newTabLinkHtml(file.url, named('fileList.view'), t)}${linkHtml(file.url, named('fileList.download'), ' download=""')}</span></li>`
    })
    return `<div data-block="file-list">${title === undefined ? '' : `<h${level} data-part="title">${escapeHtml(title)}</h${level}>`}<ul data-part="files">${rows.join('')}</ul></div>`
  },
})
