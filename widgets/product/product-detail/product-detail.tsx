import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '@/src/lib/dates'
import { jsonLd } from '@/src/lib/json-ld'
import { placeholderImageUrl } from '@/src/lib/static-files'
import { Picture, PRODUCT_IMAGE_RATIO } from '@/src/ui/picture/picture'
import { LoginForPrices, PriceBasisText } from '@/src/features/price/price'
import { Price } from '@/src/ui/price/price'
import { ProductTags } from '@/src/ui/product-tags/product-tags'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { usePriceLabel, usePriceLabelsFailure } from '@/store/price-labels'
import { FavoriteButton } from '../parts/favorite-button/favorite-button'
import { Unavailable } from '../parts/product-tile/unavailable'
import { BuyBox } from './buy-box'
import { packFromAddress, writePackToAddress } from './pack-choice'
import { IMAGE_SIZES } from './picture-sizes'
import type { ProductDetailProps } from './product-detail.widget'
import { productStructuredData } from './product-json-ld'
import { usePackOffers } from './use-pack-offers'
import styles from './product-detail.module.css'

/**
 * A product's page (spec 1 §2, §3, §7): picture, tags (sale, new, bestseller; spec 2 §1), name, pack sizes as a
 * radio group kept in the address, the chosen pack's price for this user with its basis text (spec 1 §6)
 * and its availability from SAP's articlesOrderable, the last order date for active shop users, the
 * description, approvals, data sheets, and schema.org `Product` structured data.
 */
export function ProductDetail(props: ProductDetailProps) {
  const { productId, title, articleNumber, label, description, image, tags, approvals, packs, safetyDataSheetUrl, productDataSheetUrl, loginUrl, headingLevel } = props
  const Title = `h${headingLevel}` as const
  const { t } = useTranslation('product')
  // The schema guarantees one pack at least; the first is the default choice.
  const [first] = packs as [ProductDetailProps['packs'][number], ...ProductDetailProps['packs']]
  const [chosen, setChosen] = useState(() => packFromAddress(packs) ?? first.productId)
  const offers = usePackOffers(productId, chosen)
  // The list price (sale) label of active shop users, batched with every other label of the page (spec 1 §6, §7).
  const priceLabel = usePriceLabel(articleNumber)
  // Said where the label would be when its call failed (spec 1 §8), never taken for no label.
  const priceLabelFailure = usePriceLabelsFailure([articleNumber])
  const pack = packs.find((candidate) => candidate.productId === chosen) ?? first
  const offer = offers.packs[pack.productId]
  const data = useMemo(() => jsonLd(productStructuredData(props, offers.packs, chosen)), [props, offers.packs, chosen])

  const choose = (next: string) => {
    setChosen(next)
    writePackToAddress(next)
  }

  return (
    <article className={[styles.detail, offers.signedIn && styles.signedIn, offers.shopUser && styles.shopUser].filter(Boolean).join(' ')}>
      <div className={styles.media}>
        <Picture image={image ?? { fallback: placeholderImageUrl(), alt: title }} ratio={PRODUCT_IMAGE_RATIO} sizes={IMAGE_SIZES} loading="eager" />
      </div>
      <div className={styles.info}>
        <ProductTags tags={tags} label={t('productDetail.tags')} />
        <div className={styles.heading}>
          <Title className={styles.title}>{title}</Title>
          <FavoriteButton productId={productId} productName={title} />
        </div>
        <p className={styles.meta}>
          {t('productDetail.articleNumber', { number: articleNumber })}
          {label ? <span> · {label}</span> : null}
        </p>

        <fieldset className={styles.packs}>
          <legend>{t('productDetail.packs')}</legend>
          {packs.map((candidate) => (
            <label key={candidate.productId} className={styles.pack}>
              <input type="radio" name={`pack-${productId}`} value={candidate.productId} checked={candidate.productId === chosen} onChange={() => choose(candidate.productId)} />
              <span className={styles.packSize}>
                {candidate.size} {candidate.container}
              </span>
              <span className={styles.packNumber}>{candidate.productId}</span>
            </label>
          ))}
        </fieldset>

        <div className={styles.offer} aria-live="polite" aria-busy={offers.status === 'loading'}>
          {offers.status === 'failed' ? (
            <p role="alert">{t('productDetail.offerFailed')}</p>
          ) : !offers.signedIn ? (
            <LoginForPrices loginUrl={loginUrl} />
          ) : offer?.price !== undefined ? (
            <>
              {priceLabel ? <p className={styles.priceLabel}>{priceLabel}</p> : null}
              {priceLabelFailure ? <Unavailable messages={priceLabelFailure} fallback={t('unavailable.labels')} className={styles.lastOrder} /> : null}
              <Price amount={offer.price} className={styles.price} />
              <PriceBasisText />
            </>
          ) : (
            <p className={styles.pending}>{t('productDetail.priceLoading')}</p>
          )}
          {offer ? <p className={offer.orderable ? styles.available : styles.unavailable}>{offer.orderable ? t('productDetail.orderable') : t('productDetail.notOrderable', { reason: offer.reason ?? '' })}</p> : null}
          {offers.lastOrderDate ? <p className={styles.lastOrder}>{t('productDetail.lastOrdered', { date: formatDate(offers.lastOrderDate) })}</p> : null}
          {offers.lastOrderFailure ? <Unavailable messages={offers.lastOrderFailure} fallback={t('unavailable.lastOrderDate')} className={styles.lastOrder} /> : null}
        </div>

        {offers.signedIn ? <BuyBox pack={{ productId: pack.productId, offer }} productTitle={title} shopUser={offers.shopUser} /> : null}

        {description ? <p className={styles.description}>{description}</p> : null}
        {approvals.length > 0 ? (
          <div className={styles.section}>
            <h2>{t('productDetail.approvals')}</h2>
            <ul>
              {approvals.map((approval) => (
                <li key={approval}>{approval}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {safetyDataSheetUrl || productDataSheetUrl ? (
          <div className={styles.section}>
            <h2>{t('productDetail.downloads')}</h2>
            <ul className={styles.sheets}>
              {productDataSheetUrl ? (
                <li>
                  <SafeLink href={productDataSheetUrl} target="_blank">
                    {t('productDetail.productDataSheet')}
                  </SafeLink>
                </li>
              ) : null}
              {safetyDataSheetUrl ? (
                <li>
                  <SafeLink href={safetyDataSheetUrl} target="_blank">
                    {t('productDetail.safetyDataSheet')}
                  </SafeLink>
                </li>
              ) : null}
            </ul>
          </div>
        ) : null}
      </div>
      {/* A data block: never executed, so the Content Security Policy allows it; `<` is escaped in it. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data }} />
    </article>
  )
}
