/**
 * The product lists of the mock shop (spec 1 §3, §4, §7): a category's (any level) or a
 * product group's products, narrowed by multiselect filters built from the catalogue itself: viscosity
 * (SAE class or ISO VG), approvals and specifications, pack size and tags, counted and combined as every
 * multiselect list of the mock is (facets.ts). Pure functions over constant data; no Node or browser APIs.
 */
import type { Account } from './users'
import { filterByFacets, type Facet, type FacetValue, type Selection } from './facets'
import { categoryEntry, PRODUCTS, productsIn, slugOf, TAG_LABELS, type CatalogueProduct, type ProductTag } from './catalogue'
import { lastOrderDateOf } from './prices'
import { PRODUCT_PICTURE } from './search'

export type { ListFilter, Selection } from './facets'

const SAE = /\b(\d{1,2})W(?:-(\d{2,3}))?\b/
const SAE_SINGLE = /\bSAE (\d{2,3})\b/
const ISO_VG = /^ISO VG (\d+)$/

/** Viscosity: the SAE class of engine and gear oils (from the title), the ISO VG grade of industrial oils (from the approvals). */
function viscosityOf(product: CatalogueProduct): FacetValue[] {
  const values: FacetValue[] = []
  const sae = SAE.exec(product.title)
  if (sae) {
    const [winter = '0', summer] = [sae[1], sae[2]]
    const label = summer ? `SAE ${winter}W-${summer}` : `SAE ${winter}W`
    values.push({ value: slugOf(label), label, order: Number(winter) * 1000 + Number(summer ?? 0) })
  } else {
    const single = SAE_SINGLE.exec(product.title)
    if (single) values.push({ value: `sae-${single[1]}`, label: `SAE ${single[1]}`, order: 100_000 + Number(single[1]) })
  }
  for (const approval of product.approvals) {
    const grade = ISO_VG.exec(approval)
    if (grade) values.push({ value: `iso-vg-${grade[1]}`, label: approval, order: 1_000_000 + Number(grade[1]) })
  }
  return values
}

const TAG_ORDER: ProductTag['type'][] = ['sale', 'new', 'bestseller']

/** The filters of the lists, in the order they are shown. */
export const FACETS: readonly Facet<CatalogueProduct>[] = [
  { name: 'viscosity', label: 'Viskosität', valuesOf: viscosityOf },
  {
    name: 'approval',
    label: 'Freigaben und Spezifikationen',
    // The ISO VG grade is the viscosity filter's; the rest are approvals and specifications.
    valuesOf: (product) => product.approvals.filter((approval) => !ISO_VG.test(approval)).map((approval) => ({ value: slugOf(approval), label: approval, order: 0 })),
    sortByCount: true,
  },
  {
    name: 'packSize',
    label: 'Gebinde',
    valuesOf: (product) =>
      product.variants.map((variant) => ({
        value: slugOf(variant.size),
        label: variant.size,
        order: (variant.unit === 'kg' ? 1_000_000 : 0) + variant.quantity * 1000,
      })),
  },
  {
    name: 'tag',
    label: 'Merkmale',
    valuesOf: (product) => product.tags.map((tag) => ({ value: tag.type, label: TAG_LABELS[tag.type], order: TAG_ORDER.indexOf(tag.type) })),
  },
]

/** Product groups (spec 1 §7 "category and product-group product lists"): lists across the categories. */
export const PRODUCT_GROUPS: Record<string, { name: string; includes: (product: CatalogueProduct) => boolean }> = {
  aktionen: { name: 'Aktionen', includes: (product) => product.tags.some((tag) => tag.type === 'sale') },
  neuheiten: { name: 'Neuheiten', includes: (product) => product.tags.some((tag) => tag.type === 'new') },
  bestseller: { name: 'Bestseller', includes: (product) => product.tags.some((tag) => tag.type === 'bestseller') },
  lebensmitteltauglich: { name: 'Lebensmitteltaugliche Schmierstoffe', includes: (product) => product.approvals.some((approval) => /^NSF H1\b/.test(approval)) },
}

/** Which products a list shows: a category of the tree (any level) or a product group. */
export type ListSource = { categoryId: string } | { productGroup: string }

/** The products of a source in catalogue order, or undefined for a category or group that does not exist. */
export function sourceProducts(source: ListSource): CatalogueProduct[] | undefined {
  if ('categoryId' in source) return categoryEntry(source.categoryId) ? productsIn(source.categoryId) : undefined
  const group = Object.hasOwn(PRODUCT_GROUPS, source.productGroup) ? PRODUCT_GROUPS[source.productGroup] : undefined
  return group ? PRODUCTS.filter(group.includes) : undefined
}

/** A product as the list answers it (api/products.ts listProductSchema); the last order date only for active shop users (spec 1 §6). */
export function listProduct(product: CatalogueProduct, account: Account | null) {
  const lastOrderDate = account?.isActiveShopUser ? lastOrderDateOf(account, product.id) : undefined
  const pack = product.variants[0]
  return {
    id: product.id,
    title: product.title,
    url: product.url,
    image: { fallback: PRODUCT_PICTURE, alt: product.title },
    label: product.label,
    tags: product.tags,
    articleNumber: product.articleNumber,
    ...(pack ? { variant: { articleNumber: pack.articleNumber, size: pack.size } } : {}),
    ...(lastOrderDate ? { lastOrderDate } : {}),
  }
}

/** spec 1 §3 "Product list response: products, filters, totalCount": one page of a source under a selection. */
export function productListPage(source: ListSource, selection: Selection, { offset, limit, account }: { offset: number; limit: number; account: Account | null }) {
  const all = sourceProducts(source)
  if (!all) return undefined
  const { filters, items: products } = filterByFacets(all, FACETS, selection)
  return {
    products: products.slice(offset, offset + limit).map((product) => listProduct(product, account)),
    filters,
    totalCount: products.length,
  }
}
