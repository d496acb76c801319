import type { Pack } from '@/api/product-detail'
import { CURRENCY } from '@/src/lib/money'
import type { ProductDetailProps } from './product-detail.widget'

const absolute = (url: string) => new URL(url, window.location.href).href

/**
 * schema.org `Product` structured data (spec 1 §3 Product): name, article numbers, description, picture, brand,
 * and an offer per pack whose price this visitor sees (none for anonymous visitors, who see no prices).
 */
export function productStructuredData(props: ProductDetailProps, packs: Record<string, Pack>, chosen: string) {
  const offers = props.packs.flatMap((pack) => {
    const offer = packs[pack.productId]
    if (offer?.price === undefined) return []
    return [
      {
        '@type': 'Offer',
        sku: pack.productId,
        name: `${pack.size} ${pack.container}`,
        price: offer.price.toFixed(2),
        priceCurrency: CURRENCY,
        availability: offer.orderable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    ]
  })
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: props.title,
    sku: chosen,
    mpn: props.articleNumber,
    ...(props.description ? { description: props.description } : {}),
    ...(props.image ? { image: absolute(props.image.fallback) } : {}),
    brand: { '@type': 'Brand', name: props.brand },
    ...(offers.length > 0 ? { offers } : {}),
  }
}
