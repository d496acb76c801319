import { formatBytes } from '@/src/lib/bytes'
import { formatSwissDate, swissToday } from '@/src/lib/swiss-time'
import { blockPictureHtml } from '@/src/ui/block-picture/block-picture.fallback'
import { defineFallback, escapeHtml, linkHtml, newTabLinkHtml, type InputOf, type Translate } from '@/src/widget/fallback'
import { downloadEntries, fileTypeOf, hasExpired, INITIAL_ASSETS, isExternal, PREVIEW_SIZES, showsPreview, validAssets, type DownloadEntry, type FileShareAsset } from './file-share'
import type declaration from './file-sharing.widget'

const CHEVRON = '<span data-part="chevron" aria-hidden="true"></span>'

/** A download menu as a `<details>`: closed, it is the island's button; opened (without any script), the same list. */
function menuHtml(variant: 'primary' | 'secondary', label: string, entries: readonly { entry: DownloadEntry; inner: string }[], t: Translate): string {
  const items = entries.map(({ entry, inner }) => `<li>${isExternal(entry.href) ? newTabLinkHtml(entry.href, inner, t) : linkHtml(entry.href, inner, ' download=""')}</li>`).join('')
  return `<details data-part="menu"><summary data-part="menu-button" data-look="button" data-variant="${variant}">${label}${CHEVRON}</summary><ul data-part="menu-list">${items}</ul></details>`
}

function assetHtml(asset: FileShareAsset, index: number, locale: string, t: Translate): string {
  const name = escapeHtml(asset.name)
  const visual =
    showsPreview(asset) && asset.path !== undefined
      ? blockPictureHtml({ image: { fallback: asset.path.fallback, srcset: asset.path.srcset, alt: '', decorative: true }, sizes: PREVIEW_SIZES, loading: 'lazy' }, t)
      : `<span data-part="file-type" aria-hidden="true"><span>${escapeHtml(fileTypeOf(asset))}</span></span>`
  const title = asset.title === undefined ? '' : `<span data-part="asset-title">${escapeHtml(asset.title)}</span>`
  const body = `<span data-part="asset-body"><span data-part="asset-name">${name}</span>${title}<span data-part="asset-size">${escapeHtml(formatBytes(asset.size, locale))}</span></span>`
  const entries = downloadEntries(asset.download).map((entry) => {
    const format = escapeHtml(entry.preview ? t('fileSharing.preview') : entry.format)
    const size = entry.size === undefined ? '' : ` <span data-part="size">${escapeHtml(formatBytes(entry.size, locale))}</span>`
    return { entry, inner: `<span class="visually-hidden">${name}:</span> <span data-part="format">${format}</span>${size}` }
  })
  const menu = menuHtml('secondary', `${escapeHtml(t('fileSharing.download'))} <span class="visually-hidden">${name}</span>`, entries, t)
  // The files past the first 6 are there for a reader without scripts; file-sharing.css hides them from the others.
  return `<li data-part="asset"${index >= INITIAL_ASSETS ? ' data-more=""' : ''}>${visual}${body}${menu}</li>`
}

export default defineFallback<InputOf<typeof declaration>>({
  description:
    'The island\'s markup with its menus closed: `<div data-block="file-sharing">` with the name as a heading of `headingLevel`; a share past its `expiry` (Swiss time, on the day the CMS renders) has only the notice that it expired. Otherwise the last day and the number of files, «Alle herunterladen» and each file\'s menu as a `<details>` of the button\'s size, whose links work without any script, and the files as tiles (preview picture with `srcset` and `sizes`, or the file\'s type; name, title, size). All files are listed: those after the first 6 carry `data-more`, shown only where scripting is off (`@media (scripting: none)`); elsewhere «Alle anzeigen» stands in their place, as in the island. Malformed files are left out, as the island leaves them out.',
  render: ({ name, expiry, download = {}, assets, headingLevel = 1 }, { locale, t }) => {
    const title = `<h${headingLevel} data-part="title">${escapeHtml(name)}</h${headingLevel}>`
    const date = expiry === undefined ? '' : formatSwissDate(expiry)
    if (hasExpired(expiry, swissToday())) {
      return `<div data-block="file-sharing">${title}<div data-part="expired"><p data-part="expired-title">${escapeHtml(t('fileSharing.expired', { date }))}</p><p>${escapeHtml(t('fileSharing.expiredHint'))}</p></div></div>`
    }
    const files = validAssets(assets)
    const expiryHtml = date === '' ? '' : `<span data-part="expiry">${escapeHtml(t('fileSharing.validUntil', { date }))}</span>`
    const all = downloadEntries(download).map((entry) => ({ entry, inner: escapeHtml(entry.preview ? t('fileSharing.preview') : t('fileSharing.allAs', { format: entry.format })) }))
    const allMenu = all.length === 0 ? '' : menuHtml('primary', escapeHtml(t('fileSharing.downloadAll')), all, t)
    const toolbar = `<div data-part="toolbar"><p data-part="meta">${expiryHtml}<span data-part="count">${escapeHtml(t('fileSharing.count', { count: String(files.length) }))}</span></p>${allMenu}</div>`
    const list = `<ul data-part="assets">${files.map((asset, index) => assetHtml(asset, index, locale, t)).join('')}</ul>`
    const showAll = files.length > INITIAL_ASSETS ? `<button type="button" data-part="show-all" data-look="button" data-variant="secondary">${escapeHtml(t('fileSharing.showAll', { count: String(files.length) }))}</button>` : ''
    return `<div data-block="file-sharing">${title}${toolbar}${list}${showAll}</div>`
  },
})
