import { createElement, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatBytes } from '@/src/lib/bytes'
import { formatSwissDate, swissToday } from '@/src/lib/swiss-time'
import { BlockPicture } from '@/src/ui/block-picture/block-picture'
import { DownloadMenu } from './download-menu'
import { downloadEntries, fileTypeOf, hasExpired, INITIAL_ASSETS, PREVIEW_SIZES, showsPreview, type FileShareAsset } from './file-share'
import type { FileSharingProps } from './file-sharing.widget'
import './file-sharing.css'

// The share's own menu; an asset's is its index.
const ALL = 'all'

/**
 * The file sharing page (spec 2 §2.6): the share's name, its last day, the number of files and «Alle herunterladen»
 * with one entry per format; then the files as tiles, each with its preview (or a symbol of its type), name, title and
 * size, and a menu of its formats with their sizes (1024 steps, spec 2 §9). The first 6 show; «Alle anzeigen» shows
 * the rest and moves the focus to the first of them. A share past its last day says so and offers nothing. The
 * markup is the fallback's with the menus closed (file-sharing.fallback.ts), so nothing moves when it mounts.
 */
export function FileSharing({ name, expiry, download, assets, headingLevel }: FileSharingProps) {
  const { t } = useTranslation('tools')
  const [showAll, setShowAll] = useState(false)
  const [openMenu, setOpenMenu] = useState<string | null>(null)
  const firstShown = useRef<HTMLLIElement>(null)

  // spec 2 §2.6: after «Alle anzeigen» the reader goes on at the first file it showed.
  useEffect(() => {
    if (showAll) firstShown.current?.focus()
  }, [showAll])

  const title = createElement(`h${headingLevel}`, { 'data-part': 'title' }, name)
  const date = expiry === undefined ? '' : formatSwissDate(expiry)

  if (hasExpired(expiry, swissToday())) {
    return (
      <div data-block="file-sharing">
        {title}
        <div data-part="expired">
          <p data-part="expired-title">{t('fileSharing.expired', { date })}</p>
          <p>{t('fileSharing.expiredHint')}</p>
        </div>
      </div>
    )
  }

  const menu = (key: string) => ({
    open: openMenu === key,
    onOpenChange: (open: boolean) => setOpenMenu((current) => (open ? key : current === key ? null : current)),
  })
  const shown = showAll ? assets : assets.slice(0, INITIAL_ASSETS)
  const allEntries = downloadEntries(download)

  return (
    <div data-block="file-sharing">
      {title}
      <div data-part="toolbar">
        <p data-part="meta">
          {date !== '' && <span data-part="expiry">{t('fileSharing.validUntil', { date })}</span>}
          <span data-part="count">{t('fileSharing.count', { count: assets.length })}</span>
        </p>
        {allEntries.length > 0 && (
          <DownloadMenu
            {...menu(ALL)}
            variant="primary"
            label={t('fileSharing.downloadAll')}
            entries={allEntries.map((entry) => ({
              key: entry.format,
              href: entry.href,
              content: entry.preview ? t('fileSharing.preview') : t('fileSharing.allAs', { format: entry.format }),
            }))}
          />
        )}
      </div>
      <ul data-part="assets">
        {shown.map((asset, index) => (
          <li key={index} data-part="asset" ref={index === INITIAL_ASSETS ? firstShown : undefined} tabIndex={index === INITIAL_ASSETS ? -1 : undefined}>
            <AssetTile asset={asset} menu={menu(String(index))} />
          </li>
        ))}
      </ul>
      {!showAll && assets.length > INITIAL_ASSETS && (
        <button type="button" data-part="show-all" data-look="button" data-variant="secondary" onClick={() => setShowAll(true)}>
          {t('fileSharing.showAll', { count: assets.length })}
        </button>
      )}
    </div>
  )
}

type MenuState = { open: boolean; onOpenChange(open: boolean): void }

/** One file of the share: its preview or type, name, title and size, and the menu of its formats with their sizes. */
function AssetTile({ asset, menu }: { asset: FileShareAsset; menu: MenuState }) {
  const { t, i18n } = useTranslation('tools')
  const path = showsPreview(asset) ? asset.path : undefined
  return (
    <>
      {path === undefined ? (
        <span data-part="file-type" aria-hidden="true">
          <span>{fileTypeOf(asset)}</span>
        </span>
      ) : (
        <BlockPicture image={{ fallback: path.fallback, srcset: path.srcset, alt: '', decorative: true }} sizes={PREVIEW_SIZES} loading="lazy" first={false} />
      )}
      <span data-part="asset-body">
        <span data-part="asset-name">{asset.name}</span>
        {asset.title !== undefined && <span data-part="asset-title">{asset.title}</span>}
        <span data-part="asset-size">{formatBytes(asset.size, i18n.language)}</span>
      </span>
      <DownloadMenu
        {...menu}
        variant="secondary"
        label={
          <>
            {t('fileSharing.download')} <span className="visually-hidden">{asset.name}</span>
          </>
        }
        entries={downloadEntries(asset.download).map((entry) => ({
          key: entry.format,
          href: entry.href,
          content: (
            <>
              <span className="visually-hidden">{asset.name}:</span> <span data-part="format">{entry.preview ? t('fileSharing.preview') : entry.format}</span>
              {entry.size !== undefined && (
                <>
                  {' '}
                  <span data-part="size">{formatBytes(entry.size, i18n.language)}</span>
                </>
              )}
            </>
          ),
        }))}
      />
    </>
  )
}
