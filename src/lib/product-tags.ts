/** spec 1 §3: a product's tags; spec 2 §1 shows them in this order: sale, new, bestseller. */
export const PRODUCT_TAGS = ['sale', 'new', 'bestseller'] as const
export type ProductTagType = (typeof PRODUCT_TAGS)[number]

const rank = (type: string) => {
  const index = PRODUCT_TAGS.indexOf(type as ProductTagType)
  return index === -1 ? PRODUCT_TAGS.length : index
}

/** `tags` in spec 2 §1's order (sale, new, bestseller), whatever order they came in; a kind it does not name last. */
export const inTagOrder = <T extends { type: string }>(tags: readonly T[]): T[] => [...tags].sort((a, b) => rank(a.type) - rank(b.type))
