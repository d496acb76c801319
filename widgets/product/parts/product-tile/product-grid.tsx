import { memo, type ReactNode, type Ref } from 'react'
import { ProductTile, type ProductTileProps, type TileProduct } from './product-tile'
import { TileFailures } from './tile-failures'
import grid from './product-grid.module.css'
import tile from './product-tile.module.css'

/** Props of {@link ProductGrid}. */
export type ProductGridProps<P extends TileProduct> = {
  products: readonly P[]
  /** The level of each tile's title (ProductTile's headingLevel). */
  headingLevel?: ProductTileProps['headingLevel']
  /** Controls for a tile's top right corner (the favourite button), per product. */
  actionsFor?: (product: P) => ReactNode
  /** A newer answer is on its way: the list stays readable but visibly out of date. */
  stale?: boolean
  /** How many of the first tiles load their picture at once (the first row is the largest contentful paint). */
  eager?: number
  /** The list element, e.g. for load more's focus rule (use-load-more-focus.ts). */
  listRef?: Ref<HTMLUListElement>
}

type ItemProps<P extends TileProduct> = Pick<ProductGridProps<P>, 'headingLevel' | 'actionsFor'> & { product: P; eager: boolean }

// A tile re-renders only when its product (or the grid's settings) change: a filter click re-renders the
// list, not every tile (docs/budgets.md: a filter click stays under 100 ms of interaction latency). Its actions are
// made inside, so a new element for them does not defeat the memo; pass a stable `actionsFor` (useCallback).
const Item = memo(function Item<P extends TileProduct>({ product, headingLevel, actionsFor, eager }: ItemProps<P>) {
  return <ProductTile product={product} headingLevel={headingLevel} actions={actionsFor?.(product)} imageLoading={eager ? 'eager' : 'lazy'} />
}) as <P extends TileProduct>(props: ItemProps<P>) => ReactNode

/**
 * The product area's grid of tiles: two a row on phones, then as many as fit at 12 rem (spec 2 §9
 * breakpoints), every tile as high as the others (product-tile.module.css); above it, why the tiles' prices
 * or sale labels are missing when their call failed (tile-failures.tsx).
 */
export function ProductGrid<P extends TileProduct>({ products, headingLevel, actionsFor, stale = false, eager = 0, listRef }: ProductGridProps<P>) {
  return (
    <>
      <TileFailures products={products} />
      <ul ref={listRef} className={stale ? `${grid.grid} ${grid.stale}` : grid.grid}>
        {products.map((product, position) => (
          // Ids repeat only in a broken answer; the position keeps the keys unique even then.
          <li key={`${product.id}-${position}`} className={grid.item}>
            <Item product={product} headingLevel={headingLevel} actionsFor={actionsFor} eager={position < eager} />
          </li>
        ))}
      </ul>
    </>
  )
}

/**
 * Placeholder tiles of the final size while the first answer is on its way (the same grid and text heights
 * as the tiles), so nothing moves when it comes. `lastOrdered` reserves the active shop user's extra lines (price, last order date).
 */
export function SkeletonGrid({ count, lastOrdered = false }: { count: number; lastOrdered?: boolean }) {
  return (
    <ul className={grid.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={grid.item}>
          <div className={tile.tile} data-shop-user={lastOrdered || undefined}>
            <span className={`${tile.body} ${grid.skeletonText}`} />
            <span className={`${tile.media} ${grid.skeletonImage}`} />
          </div>
        </li>
      ))}
    </ul>
  )
}
