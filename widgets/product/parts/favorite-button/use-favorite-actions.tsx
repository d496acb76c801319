import { useCallback } from 'react'
import { useAppSelector } from '@/store/hooks'
import { selectIsActiveShopUser } from '@/store/price-basis'
import type { TileProduct } from '../product-tile/product-tile'
import { FavoriteButton } from './favorite-button'

/**
 * The tiles' actions for a product grid: the favourite button (spec 2 §4), for active shop users only
 * (spec 1 §6). Stable while the user stays who they are, so the grid's memoised tiles are not redrawn.
 */
export function useFavoriteActions() {
  const shopUser = useAppSelector(selectIsActiveShopUser)
  return useCallback((product: TileProduct) => (shopUser ? <FavoriteButton productId={product.id} productName={product.title} size="s" /> : null), [shopUser])
}
