import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { RecommendedProduct } from '@/api/oilfinder'
import type { LookupPack } from '@/api/product-lookup'
import { LoginForPrices, PriceBasisText } from '@/src/features/price/price'
import { placeholderImageUrl } from '@/src/lib/static-files'
import { Button } from '@/src/ui/button/button'
import { Picture, PRODUCT_IMAGE_RATIO } from '@/src/ui/picture/picture'
import { Price } from '@/src/ui/price/price'
import { QuantityInput } from '@/src/ui/quantity-input/quantity-input'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { Skeleton } from '@/src/ui/skeleton/skeleton'
import { selectUser } from '@/store/account'
import { addToCart } from '@/store/cart'
import { selectIsActiveShopUser } from '@/store/price-basis'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import type { ProductPacks } from './use-recommendation'
import styles from './oil-recommendation.module.css'

/** A card's picture is a third of the card on phones, a fixed column beside the text from xs up. */
const IMAGE_SIZES = '(min-width: 480px) 120px, 33vw'

export type HeadingLevel = 2 | 3 | 4 | 5 | 6

type RealProduct = Extract<RecommendedProduct, { placeholder: false }>

type ProductCardProps = {
  product: RealProduct
  /** The level of the product's title. */
  level: HeadingLevel
  /** Its packs for an active shop user (undefined for everyone else, who get no lookup). */
  packs: ProductPacks | undefined
  loginUrl: string | undefined
}

/**
 * One recommended product (spec 1 §2 recommendation): its picture, its title as the link to its detail page, its
 * specification and, for an active shop user (who alone may download it, spec 1 §1, §6), its safety data sheet as a
 * PDF download, and its packs: for an active shop user each with size,
 * their price and a quantity to put in the cart (spec 1 §6); an anonymous visitor is asked to sign in for prices.
 */
export function ProductCard({ product, level, packs, loginUrl }: ProductCardProps) {
  const { t } = useTranslation('oilfinder')
  const Title = `h${level}` as const
  const signedIn = useAppSelector(selectUser) !== null
  const shopUser = useAppSelector(selectIsActiveShopUser)
  const image = product.image ? { fallback: product.image.src, alt: product.image.alt || product.title } : { fallback: placeholderImageUrl(), alt: product.title }
  return (
    <article className={styles.card}>
      <div className={styles.cardMedia}>
        <Picture image={image} ratio={PRODUCT_IMAGE_RATIO} sizes={IMAGE_SIZES} />
      </div>
      <div className={styles.cardBody}>
        <Title className={styles.cardTitle}>
          <SafeLink href={product.url} className={styles.productLink}>
            {product.title}
          </SafeLink>
        </Title>
        {product.specification ? <p className={styles.specification}>{product.specification}</p> : null}
        {shopUser && product.safetyDataSheet ? (
          <p className={styles.sheet}>
            {/* Several cards have this link: its name adds the product (WCAG 2.4.4), after the visible text (2.5.3). */}
            <SafeLink
              href={product.safetyDataSheet}
              download
              type="application/pdf"
              aria-label={t('recommendation.safetyDataSheetOf', { product: product.title })}
            >
              {t('recommendation.safetyDataSheet')}
            </SafeLink>
          </p>
        ) : null}
      </div>
      <div className={styles.cardPacks}>
        {packs ? (
          <Packs product={product} packs={packs} />
        ) : signedIn ? (
          <p className={styles.muted}>{t('recommendation.packsOnProductPage')}</p>
        ) : (
          <LoginForPrices loginUrl={loginUrl} />
        )}
      </div>
    </article>
  )
}

/** The product's packs for an active shop user: a line each, their basis text once (spec 1 §6). */
function Packs({ product, packs }: { product: RealProduct; packs: ProductPacks }) {
  const { t } = useTranslation('oilfinder')
  if (packs.status === 'asking' && packs.packs.length === 0) {
    // Two lines of the final height while the page's one lookup is on its way.
    return (
      <div className={styles.packs}>
        <p className="visually-hidden" role="status">
          {t('recommendation.packsLoading')}
        </p>
        <Skeleton className={styles.skeletonPack} />
        <Skeleton className={styles.skeletonPack} />
      </div>
    )
  }
  if (packs.packs.length === 0) {
    return <p className={styles.muted}>{packs.status === 'failed' ? t('recommendation.packsUnavailable') : t('recommendation.noPacks')}</p>
  }
  return (
    <div className={styles.packs}>
      <ul className={styles.packList} aria-label={t('recommendation.packsOf', { title: product.title })}>
        {packs.packs.map((pack) => (
          <PackLine key={pack.productId} pack={pack} title={product.title} />
        ))}
      </ul>
      <PriceBasisText />
    </div>
  )
}

/**
 * One pack: its size and number, the user's price, and a quantity (spec 1 §5: 1 to 9999) with «In den Warenkorb»
 * into the B2B cart (store/cart.ts addToCart: the notification, the header's count and the cart events follow; a
 * failure is told by the client and changes nothing, so the quantity stays for another try). A pack SAP does not let
 * be ordered online says why instead.
 */
function PackLine({ pack, title }: { pack: LookupPack; title: string }) {
  const { t } = useTranslation('oilfinder')
  const dispatch = useAppDispatch()
  const [quantity, setQuantity] = useState(1)
  const [adding, setAdding] = useState(false)
  // One addition at a time, even for two presses in the same task (the busy state shows a render later).
  const running = useRef(false)
  const item = `${title}, ${pack.size} ${pack.container}`

  const add = async () => {
    if (running.current) return
    running.current = true
    setAdding(true)
    await dispatch(addToCart({ cart: 'b2b', lines: [{ productId: pack.productId, quantity }] }))
    running.current = false
    setAdding(false)
  }

  return (
    <li className={styles.pack}>
      <span className={styles.packSize}>
        {pack.size} {pack.container}
      </span>
      <span className={styles.packNumber}>{t('recommendation.articleNumber', { number: pack.productId })}</span>
      {pack.price !== undefined ? <Price amount={pack.price} className={styles.packPrice} /> : <span className={styles.packPrice} />}
      {pack.orderable ? (
        <span className={styles.buy}>
          <QuantityInput value={quantity} onChange={setQuantity} min={1} label={t('recommendation.quantityFor', { item })} hideLabel />
          <Button size="s" busy={adding} onClick={() => void add()} aria-label={t('recommendation.addToCartFor', { action: t('recommendation.addToCart'), item })}>
            {t('recommendation.addToCart')}
          </Button>
        </span>
      ) : (
        <span className={styles.reason}>{pack.reason ? t('recommendation.notOrderableBecause', { reason: pack.reason }) : t('recommendation.notOrderable')}</span>
      )}
    </li>
  )
}
