import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Recommendation } from '@/api/oilfinder'
import { articleKey, PRODUCT_LOOKUP_MAX, type LookupPack } from '@/api/product-lookup'
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks'
import { langOf } from '@/store/oilfinder'
import { fetchDisclaimer, fetchRecommendation, selectDisclaimer, selectRecommendation } from '@/store/oilfinder-recommendation'
import { selectIsActiveShopUser } from '@/store/price-basis'
import { lookupProducts, lookupRetried, selectLookup } from '@/store/product-lookup'
import { selectSession } from '@/store/session'

/**
 * The recommendation of `typeId` in the page's language (spec 1 §7 `lang`, `type`), asked for once per page: an
 * island that finds it in the store shows it at once. The request is cancelled when the island goes away before
 * its answer; `retry` asks again after a failure, which stays shown (its button busy) until the answer.
 */
export function useRecommendation(typeId: string) {
  const dispatch = useAppDispatch()
  const store = useAppStore()
  const lang = langOf(useAppSelector(selectSession).language)
  const question = useMemo(() => ({ lang, typeId }), [lang, typeId])
  const entry = useAppSelector((state) => selectRecommendation(state, question))
  const running = useRef<{ abort(): void } | null>(null)

  const ask = useCallback(() => {
    running.current = dispatch(fetchRecommendation(question))
  }, [dispatch, question])

  useEffect(() => {
    // Read now, not from the render: another island may have asked meanwhile.
    const now = selectRecommendation(store.getState(), question)
    if (now.status === 'idle' && !now.asking) ask()
    return () => {
      running.current?.abort()
      running.current = null
    }
  }, [store, question, ask])

  return { entry, retry: ask }
}

/** The disclaimer `id` (spec 1 §7 getDisclaimer), asked for once per page; nothing without an id. */
export function useDisclaimer(id: string | undefined) {
  const dispatch = useAppDispatch()
  const store = useAppStore()
  const entry = useAppSelector((state) => (id === undefined ? undefined : selectDisclaimer(state, id)))
  useEffect(() => {
    if (id === undefined) return
    const now = selectDisclaimer(store.getState(), id)
    if (now.status !== 'idle' || now.asking) return
    const request = dispatch(fetchDisclaimer({ id }))
    return () => request.abort()
  }, [dispatch, store, id])
  return entry
}

/** The article numbers of every product the recommendation names, as lookup keys, each once. */
export const recommendedArticles = (recommendation: Recommendation): string[] => {
  const keys = new Set<string>()
  for (const component of recommendation.components)
    for (const variant of component.variants) for (const product of variant.products) if (!product.placeholder) for (const number of product.articleNumbers) keys.add(articleKey(number))
  return [...keys]
}

/** Where the packs of one product stand for the view. */
export type ProductPacks = { status: 'asking' | 'failed' | 'done'; packs: LookupPack[] }

/**
 * The packs of every recommended product with this user's price and SAP's orderability, for active e-commerce shop
 * users only (spec 1 §6; the lookup, like the B2B cart it fills, is theirs): the numbers of the whole recommendation
 * in ONE call of the quick order's batch lookup (api/product-lookup.ts), none asked twice on the page. `packsOf`
 * tells a product's; `failed` whether some could not be looked up, and `retry` asks for those again.
 */
export function useRecommendedPacks(recommendation: Recommendation | null) {
  const dispatch = useAppDispatch()
  const store = useAppStore()
  const shopUser = useAppSelector(selectIsActiveShopUser)
  const lookup = useAppSelector(selectLookup)
  const [round, setRound] = useState(0)
  const keys = useMemo(() => (recommendation ? recommendedArticles(recommendation) : []), [recommendation])

  useEffect(() => {
    if (!shopUser || keys.length === 0) return
    const known = selectLookup(store.getState())
    const missing = keys.filter((key) => !(key in known.packs) && !known.unknown[key] && !known.asking[key] && !known.failed[key])
    if (missing.length === 0) return
    const request = dispatch(lookupProducts({ productIds: missing.slice(0, PRODUCT_LOOKUP_MAX) }))
    return () => request.abort()
  }, [dispatch, store, shopUser, keys, round])

  const packsOf = useCallback(
    (articleNumbers: readonly string[]): ProductPacks => {
      const own = articleNumbers.map(articleKey)
      const packs = own.flatMap((key) => lookup.packs[key] ?? [])
      if (own.some((key) => lookup.failed[key])) return { status: 'failed', packs }
      if (own.some((key) => !(key in lookup.packs) && !lookup.unknown[key])) return { status: 'asking', packs }
      return { status: 'done', packs }
    },
    [lookup],
  )

  return {
    shopUser,
    packsOf,
    failed: shopUser && keys.some((key) => lookup.failed[key]),
    retry: () => {
      dispatch(lookupRetried())
      setRound((count) => count + 1)
    },
  }
}
