import { createElement, lazy, Suspense, useId, useMemo, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { sanitizeHtml } from '@/src/lib/sanitize'
import { BlockAction } from '@/src/ui/block-action/block-action'
import { BlockPicture } from '@/src/ui/block-picture/block-picture'
import { ProductTags } from '@/src/ui/product-tags/product-tags'
import { useAppSelector } from '@/store/hooks'
import { selectIsActiveShopUser } from '@/store/price-basis'
import type { HotspotTileData } from './hotspot-schema'

// The price-label call and its store (with the HTTP client) load only for an active e-commerce shop user, the one
// visitor who gets labels (spec 2 §6): a corporate page read by anyone else loads none of it.
const PriceLabel = lazy(() => import('./hotspot-price-label'))

/** The tile's picture is at most 160 px high (image-hotspots.css): a pack shot 3:4 is 120 px wide, a landscape picture the tile's 20rem. */
const TILE_IMAGE_SIZES = '320px'

/** Where a tile lies over the picture from md up: beside its hotspot on the side with more room, from the picture's top or bottom edge. */
export type TileSide = { side: 'left' | 'right'; align: 'top' | 'bottom' }

/** The tile's side for a hotspot at `top`, `left` (whole percent). */
export const tileSideOf = ({ top, left }: { top: number; left: number }): TileSide => ({ side: left > 50 ? 'left' : 'right', align: top > 50 ? 'bottom' : 'top' })

/** Props of {@link HotspotTile}. */
export type HotspotTileProps = {
  ref: Ref<HTMLDivElement>
  /** The element's id, which its hotspot names in aria-controls. */
  id: string
  tile: HotspotTileData
  /** Shown; a closed tile stays in the page, hidden, so its hotspot's aria-controls always names an element. */
  open: boolean
  /** The heading level of its title. */
  level: number
  /** Its hotspot's place (whole percent) and its side of it. */
  place: { top: number; left: number } & TileSide
  onClose(): void
}

/**
 * The tile a hotspot opens (spec 2 §2.10, §3 hotspot data[0]): a non-modal dialog named by its title, with a close
 * button. A product shows its picture, for an active e-commerce shop user its list price (sale) label (spec 2 §6, §7),
 * its tags and the link to it; any other tile its text (sanitised CMS rich text) and link.
 */
export function HotspotTile({ ref, id, tile, open, level, place, onClose }: HotspotTileProps) {
  // The close button's name is the one every dialog's has.
  const { t } = useTranslation(['tools', 'common'])
  const titleId = useId()
  const shopUser = useAppSelector(selectIsActiveShopUser)
  const text = useMemo(() => (tile.text === undefined ? undefined : sanitizeHtml(tile.text)), [tile.text])
  const product = tile.type === 'product'
  return (
    <div
      ref={ref}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      hidden={!open}
      data-part="tile"
      data-type={tile.type}
      data-top={place.top}
      data-left={place.left}
      data-side={place.side}
      data-align={place.align}
    >
      {/* First in the tile, so Tab from the tile reaches it at once; drawn in its corner. */}
      <button type="button" data-part="close" onClick={onClose}>
        <span className="visually-hidden">{t('common:common.close')}</span>
      </button>
      {createElement(`h${level}`, { id: titleId, 'data-part': 'title' }, tile.title)}
      {tile.image && <BlockPicture image={tile.image} sizes={TILE_IMAGE_SIZES} loading="lazy" first={false} />}
      {/* spec 2 §7: sent when a hotspot tile has a product number and the user is an active e-commerce shop user. Every
          tile of the block asks as it mounts, open or not, so the block's numbers go out in one call. */}
      {product && shopUser && tile.productNumber !== undefined && (
        <Suspense fallback={null}>
          <PriceLabel productNumber={tile.productNumber} />
        </Suspense>
      )}
      {product && <ProductTags tags={tile.productTags} label={t('imageHotspots.tags')} />}
      {text !== undefined && <div data-part="text" dangerouslySetInnerHTML={{ __html: text }} />}
      {tile.url !== undefined && <BlockAction link={{ href: tile.url }}>{t(product ? 'imageHotspots.toProduct' : 'imageHotspots.more')}</BlockAction>}
    </div>
  )
}
