/**
 * The chosen pack size, kept in the URL (choosing a pack size updates the address bar; spec 1 §3 variant):
 * `?variant=<article number>`. The address is outside data: a value that names none of the product's packs
 * is dropped with a warning and the address corrected, so a shared link never shows a pack that is not there.
 */
export const VARIANT_PARAM = 'variant'

/** The pack the address names, if it is one of `packs`; otherwise undefined (and a warning when it named something else). */
export function packFromAddress(packs: readonly { productId: string }[], href: string = window.location.href): string | undefined {
  const wanted = new URL(href).searchParams.get(VARIANT_PARAM)
  if (wanted === null) return undefined
  if (packs.some((pack) => pack.productId === wanted)) return wanted
  console.warn(`Dropped ?${VARIANT_PARAM}=${wanted.slice(0, 60)}: not a pack of this product`)
  writePackToAddress(undefined)
  return undefined
}

/**
 * Writes the chosen pack into the address without a new history entry: picking a pack is not a
 * navigation, so the back button leaves the product rather than stepping through pack sizes.
 */
export function writePackToAddress(productId: string | undefined): void {
  const url = new URL(window.location.href)
  if (productId === undefined) url.searchParams.delete(VARIANT_PARAM)
  else url.searchParams.set(VARIANT_PARAM, productId)
  window.history.replaceState(window.history.state, '', url)
}
