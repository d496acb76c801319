import { tileSizes } from '@/src/ui/block-picture/sizes'

/** spec 2 §2.10: the layouts a news tile is drawn in. */
export const TILE_LAYOUTS = ['wide', 'lg', 'md', 'sm', 'mobile'] as const
export type TileLayout = (typeof TILE_LAYOUTS)[number]

/** spec 2 §2.10: «3 topic chips on wide, mobile or lg layouts, 2 on md, 1 otherwise». */
export const CHIPS_BY_LAYOUT: Record<TileLayout, number> = { wide: 3, mobile: 3, lg: 3, md: 2, sm: 1 }

/** Tiles per row at the widest (news-tiles.css): a wide tile takes the row, a mobile one is a small card in a list. */
const COLUMNS: Record<TileLayout, number> = { wide: 1, mobile: 1, lg: 2, md: 3, sm: 4 }

/** How wide a tile's picture is drawn in each layout; a small card's picture is a third of its width. */
export const tileSizesOf = (layout: TileLayout): string => (layout === 'mobile' ? '(min-width: 1200px) 195px, (min-width: 480px) 17vw, 100vw' : tileSizes(COLUMNS[layout]))

/** spec 2 §2.10: the wrapper adds an all-news tile when it has fewer than this many articles. */
export const FULL_ROW = 3
