import { useEffect, useState } from 'react'
import type { Message } from '@/api/envelope'
import type { Pack } from '@/api/product-detail'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { fetchLastOrderDates, fetchProductDetail, fetchVariant } from '@/store/product-detail'
import { isRequestFailure } from '@/store/request'
import { selectUser } from '@/store/account'
import { selectIsActiveShopUser } from '@/store/price-basis'

/** Where the packs' prices and availability stand: `loading` until the detail call answered, `failed` if it did not. */
export type OffersStatus = 'loading' | 'ready' | 'failed'

/**
 * The packs' price and SAP data for this user (spec 1 §7 /api/product/detail), refreshed for the chosen
 * pack by the variant call when the buyer picks one (/api/product/variant/{variantId}); and, for active
 * e-commerce shop users only (spec 1 §6), the product's last order date, or the server's messages when it
 * failed (`lastOrderFailure`, an empty list when it said nothing). A late answer for an earlier
 * pack never replaces the chosen pack's: each answer updates only the pack it is about.
 */
export function usePackOffers(productId: string, chosen: string) {
  const dispatch = useAppDispatch()
  const signedIn = useAppSelector(selectUser) !== null
  const shopUser = useAppSelector(selectIsActiveShopUser)
  const [packs, setPacks] = useState<Record<string, Pack>>({})
  const [status, setStatus] = useState<OffersStatus>('loading')
  const [lastOrderDate, setLastOrderDate] = useState<string | undefined>()
  // The server's messages when the last order date's call failed (none: it said nothing).
  const [lastOrderFailure, setLastOrderFailure] = useState<Message[] | undefined>()

  useEffect(() => {
    const request = dispatch(fetchProductDetail({ productId }))
    request
      .unwrap()
      .then((data) => {
        setPacks(Object.fromEntries(data.packs.map((pack) => [pack.productId, pack])))
        setStatus('ready')
      })
      .catch(() => setStatus('failed'))
    return () => request.abort()
  }, [dispatch, productId])

  useEffect(() => {
    if (!shopUser) return
    const request = dispatch(fetchLastOrderDates({ productIds: [productId] }))
    request
      .unwrap()
      .then(({ entries }) => {
        setLastOrderDate(entries.find((entry) => entry.id === productId)?.lastOrderDate)
        setLastOrderFailure(undefined)
      })
      // The request is quiet: the page says where the date would be that it is unavailable, with the server's
      // messages (spec 1 §8). A cancelled request (another product, the island gone) is no failure.
      .catch((error: unknown) => {
        if (isRequestFailure(error)) setLastOrderFailure(error.messages)
      })
    return () => request.abort()
  }, [dispatch, productId, shopUser])

  // The first render's pack comes with the detail call; later choices ask for the pack itself.
  const [firstChoice] = useState(chosen)
  useEffect(() => {
    if (chosen === firstChoice) return
    const request = dispatch(fetchVariant({ variantId: chosen }))
    request
      .unwrap()
      .then(({ variant }) => setPacks((current) => ({ ...current, [variant.productId]: variant })))
      .catch(() => undefined) // the detail call's data for the pack stays
    return () => request.abort()
  }, [dispatch, chosen, firstChoice])

  return { packs, status, lastOrderDate, lastOrderFailure, shopUser, signedIn }
}
