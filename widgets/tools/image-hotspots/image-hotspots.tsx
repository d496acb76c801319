import { Fragment, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMinWidth } from '@/src/lib/use-breakpoint'
import { BlockPicture } from '@/src/ui/block-picture/block-picture'
import { FULL_WIDTH_SIZES } from '@/src/ui/block-picture/sizes'
import { selectIsActiveShopUser } from '@/store/price-basis'
import { useAppSelector, useAppStore } from '@/store/hooks'
import { HotspotTile, tileSideOf } from './hotspot-tile'
import type { ImageHotspotsProps } from './image-hotspots.widget'
import './hotspot-places.css'
import './image-hotspots.css'

/** Where the focus goes once the open tile has changed: into the tile just opened, or back to the hotspot of the one closed. */
type FocusMove = { to: 'tile' | 'spot'; index: number }

/**
 * An image with hotspots (spec 2 §2.10): a button at each hotspot's place opens its tile, a product or a text (spec 2 §3).
 * spec 2 §4: one tile is open or none; a second click on its hotspot, its close button or Escape closes it. The focus
 * moves into a tile as it opens and back to its hotspot as it closes. From md (1024 px) the tile lies over the picture
 * beside its hotspot; below, where the block shows only with `enableMobileVersion` (spec 2 §2.10: hidden on mobile
 * otherwise), it stands under the picture. The picture and the hotspots are the fallback's (image-hotspots.fallback.ts).
 */
export function ImageHotspots({ image, hotspots, enableMobileVersion, level, loading, first }: ImageHotspotsProps) {
  const { t } = useTranslation('tools')
  const wide = useMinWidth('md')
  const [active, setActive] = useState<number | null>(null)
  const focusMove = useRef<FocusMove | null>(null)
  const spots = useRef<(HTMLButtonElement | null)[]>([])
  const tiles = useRef<(HTMLDivElement | null)[]>([])
  const root = useRef<HTMLDivElement>(null)
  const id = useId()

  useEffect(() => {
    const move = focusMove.current
    focusMove.current = null
    if (move) (move.to === 'tile' ? tiles.current[move.index] : spots.current[move.index])?.focus()
  }, [active])

  // Escape closes the open tile while the focus is in the block (or nowhere: after a click on the page), and the focus
  // goes back to its hotspot; never pulled from elsewhere on the page.
  useEffect(() => {
    if (active === null) return
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const focus = document.activeElement
      if (event.key !== 'Escape' || event.defaultPrevented || (focus && focus !== document.body && !root.current?.contains(focus))) return
      event.preventDefault()
      focusMove.current = { to: 'spot', index: active }
      setActive(null)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [active])

  // The sale labels of all the block's products in one call, for an active shop user only, whose code alone loads then.
  const store = useAppStore()
  const shopUser = useAppSelector(selectIsActiveShopUser)
  const shown = wide || enableMobileVersion
  const productNumbers = useMemo(() => hotspots.flatMap(({ tile }) => (tile.type === 'product' && tile.productNumber !== undefined ? [tile.productNumber] : [])), [hotspots])
  useEffect(() => {
    if (!shown || !shopUser || productNumbers.length === 0) return undefined
    let gone = false
    void import('./hotspot-price-label').then(({ askPriceLabels }) => {
      if (!gone) askPriceLabels(store, productNumbers)
    })
    return () => {
      gone = true
    }
  }, [shown, shopUser, productNumbers, store])

  // spec 2 §2.10: hidden on mobile unless enabled. Nothing is rendered (nor asked for the tiles) below md then; the
  // fallback's stylesheet hides the block there too, so the page takes no room for it at any moment.
  if (!shown) return null

  const close = () => {
    if (active === null) return
    focusMove.current = { to: 'spot', index: active }
    setActive(null)
  }
  // spec 2 §4: a click opens its tile (closing another); a second click on the open one closes it.
  const toggle = (index: number) => {
    if (active === index) {
      close()
      return
    }
    focusMove.current = { to: 'tile', index }
    setActive(index)
  }

  // The picture's caption goes under the picture with its hotspots, whose places are percentages of the picture alone.
  const { caption, ...picture } = image
  const stage = (
    <div data-part="stage">
      <BlockPicture image={picture} sizes={FULL_WIDTH_SIZES} loading={loading} first={first} />
      {hotspots.map(({ top, left, tile }, index) => {
        const tileId = `${id}-tile-${index}`
        return (
          <Fragment key={index}>
            <button
              ref={(element) => {
                spots.current[index] = element
              }}
              type="button"
              data-part="spot"
              data-top={top}
              data-left={left}
              aria-expanded={active === index}
              aria-controls={tileId}
              onClick={() => toggle(index)}
            >
              <span className="visually-hidden">{t('imageHotspots.spot', { title: tile.title })}</span>
            </button>
            <HotspotTile
              ref={(element) => {
                tiles.current[index] = element
              }}
              id={tileId}
              tile={tile}
              open={active === index}
              level={level}
              place={{ top, left, ...tileSideOf({ top, left }) }}
              onClose={close}
            />
          </Fragment>
        )
      })}
    </div>
  )
  return (
    <div ref={root} data-block="image-hotspots" data-mobile={enableMobileVersion ? 'shown' : 'hidden'}>
      {caption === undefined ? (
        stage
      ) : (
        <figure data-part="figure">
          {stage}
          <figcaption data-part="caption">{caption}</figcaption>
        </figure>
      )}
    </div>
  )
}
