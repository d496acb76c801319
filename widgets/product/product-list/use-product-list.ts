import { PRODUCT_LIST_LARGEST_PAGE, PRODUCT_LIST_PAGE_SIZE, productListCheck, type ProductListSource } from '@/api/products'
import { useFilteredList } from '@/src/features/filtered-list/use-filtered-list'
import { productListFamily } from '@/store/product-list'

/**
 * A product list's state and actions (spec 1 §4, §5, §7): the filtered list of src/features/filtered-list over the
 * category's or product group's products, 12 a page.
 */
export function useProductList(source: ProductListSource, initialPage: unknown) {
  const { categoryId, productGroup } = source
  return useFilteredList({
    family: productListFamily,
    requestFor: (query) => ({ ...query, ...(categoryId === undefined ? { productGroup } : { categoryId }) }),
    sourceKey: categoryId === undefined ? `group:${productGroup}` : `category:${categoryId}`,
    pageSize: PRODUCT_LIST_PAGE_SIZE,
    largestPage: PRODUCT_LIST_LARGEST_PAGE,
    initialPage: initialPage === undefined ? undefined : { page: initialPage, check: productListCheck },
  })
}
