import { blockPictureHtml } from '@/src/ui/block-picture/block-picture.fallback'
import { FULL_WIDTH_SIZES } from '@/src/ui/block-picture/sizes'
import { defineFallback, escapeHtml, linkHtml, type InputOf } from '@/src/widget/fallback'
import { placeable } from './hotspot-schema'
import type declaration from './image-hotspots.widget'

export default defineFallback<InputOf<typeof declaration>>({
  description:
    'The picture with its hotspots, as the island places them: `<div data-block="image-hotspots">` with `data-mobile` (`hidden`: its stylesheet hides the block below 1024 px, spec 2 §2.10), the picture across the column (`srcset` and `sizes`, its own width and height) in `<div data-part="stage">`, and each hotspot at `data-top` and `data-left` (whole percent), named «Hotspot: title»: a link to its tile\'s url, or a disabled button without one. The caption, if any, under the picture in a `<figure>`. The island makes each hotspot a button that opens its tile; the tiles are not in the fallback.',
  render: ({ image, hotspots, enableMobileVersion = false, loading, first }, { t }) => {
    const { caption, ...picture } = image
    const spots = placeable(hotspots).map(({ top, left, tile }) => {
      const name = `<span class="visually-hidden">${escapeHtml(t('imageHotspots.spot', { title: tile.title }))}</span>`
      const place = ` data-part="spot" data-top="${top}" data-left="${left}"`
      return tile.url === undefined ? `<button type="button"${place} disabled>${name}</button>` : linkHtml(tile.url, name, place)
    })
    const stage = `<div data-part="stage">${blockPictureHtml({ image: picture, sizes: FULL_WIDTH_SIZES, loading, first }, t)}${spots.join('')}</div>`
    const body = caption === undefined ? stage : `<figure data-part="figure">${stage}<figcaption data-part="caption">${escapeHtml(caption)}</figcaption></figure>`
    return `<div data-block="image-hotspots" data-mobile="${enableMobileVersion ? 'shown' : 'hidden'}">${body}</div>`
  },
})
