/**
 * The pages of the mock catalogue (issue 8), so that no link of the search, the navigation or the home
 * page leads nowhere: the product overview (`/produkte`), a page per category (`categoryUrl(…)`: its
 * sub-categories, up to 12 products and a link to the search page for the rest), a placeholder page per
 * product (article numbers per pack size, description, approvals, data sheets; the product detail page with
 * prices and cart comes with the shop issue) and a page per knowledge article (`/wissen/…`). The files
 * under `/downloads/` are served by downloads.ts. Products, categories and articles are editorial
 * content, German in every language; the page's own words are in the visitor's language.
 */
import { categoryUrl, CATEGORIES, walkCategories, type CategorySeed } from '@/test/mocks/db/categories'
import { productAt, productsIn, type CatalogueProduct } from '@/test/mocks/db/catalogue'
import { ASSETS, contentPageAt, type Asset } from '@/test/mocks/db/documents'
import { SITE_PAGES } from '@/test/mocks/db/navigation'
import type { CmsContext } from '../context'
import { escapeHtml, section } from '../html'
import { SHOP_URLS } from '../page-data'
import { germanLang, translator, type Text } from '../texts'
import type { PageDefinition } from './types'

// Editorial content is German in every language of the site (texts.ts), so its titles are too.
const german = (text: string): Text => ({ de: text, fr: text, it: text, en: text })

/** spec 1 §9: a page of results holds 12; a category page shows as many and leaves the rest to the search. */
export const PRODUCTS_PER_CATEGORY_PAGE = 12

const PRODUCTS_PATH = '/produkte'

const TEXTS = {
  products: { de: 'Produkte', fr: 'Produits', it: 'Prodotti', en: 'Products' },
  overview: {
    de: 'Unser Sortiment nach Produktlinien.',
    fr: 'Notre gamme par lignes de produits.',
    it: 'La nostra gamma per linee di prodotti.',
    en: 'Our range by product line.',
  },
  subcategories: { de: 'Unterkategorien', fr: 'Sous-catégories', it: 'Sottocategorie', en: 'Subcategories' },
  packs: { de: 'Gebinde und Artikelnummern', fr: 'Conditionnements et numéros d’article', it: 'Confezioni e numeri di articolo', en: 'Pack sizes and article numbers' },
  pack: { de: 'Gebinde', fr: 'Conditionnement', it: 'Confezione', en: 'Pack size' },
  container: { de: 'Behälter', fr: 'Contenant', it: 'Contenitore', en: 'Container' },
  articleNumber: { de: 'Artikelnummer', fr: 'Numéro d’article', it: 'Numero di articolo', en: 'Article number' },
  approvals: { de: 'Freigaben und Spezifikationen', fr: 'Homologations et spécifications', it: 'Omologazioni e specifiche', en: 'Approvals and specifications' },
  downloads: { de: 'Downloads', fr: 'Téléchargements', it: 'Download', en: 'Downloads' },
  category: { de: 'Kategorie', fr: 'Catégorie', it: 'Categoria', en: 'Category' },
  shopLater: {
    de: 'Die Produktdetailseite mit Preisen und Warenkorb folgt mit dem Shop-Issue.',
    fr: 'La page de détail du produit avec prix et panier suivra avec le ticket de la boutique.',
    it: 'La pagina di dettaglio del prodotto con prezzi e carrello arriverà con il ticket del negozio.',
    en: 'The product detail page with prices and cart follows with the shop issue.',
  },
  allArticles: { de: 'Alle Wissensartikel', fr: 'Tous les articles de connaissances', it: 'Tutti gli articoli di approfondimento', en: 'All knowledge articles' },
} satisfies Record<string, Text>

const countText = (count: number): Text => ({
  de: count === 1 ? '1 Produkt' : `${count} Produkte`,
  fr: count === 1 ? '1 produit' : `${count} produits`,
  it: count === 1 ? '1 prodotto' : `${count} prodotti`,
  en: count === 1 ? '1 product' : `${count} products`,
})

const inSearchText = (count: number): Text => ({
  de: `Alle ${count} Produkte in der Produktsuche anzeigen`,
  fr: `Afficher les ${count} produits dans la recherche`,
  it: `Mostra tutti i ${count} prodotti nella ricerca`,
  en: `Show all ${count} products in the product search`,
})

/** The search page filtered by one category (the search-results widget reads `categories` from the address). */
export const categorySearchUrl = (categoryId: string): string => `${SHOP_URLS.searchDetailLink}?categories=${encodeURIComponent(categoryId)}`

type CategoryAt = { category: CategorySeed; path: CategorySeed[] }
const categoriesByUrl = new Map<string, CategoryAt>(walkCategories().map((entry) => [categoryUrl(entry.path.map((item) => item.slug)), entry]))

const urlOf = (path: readonly CategorySeed[]) => categoryUrl(path.map((category) => category.slug))

/** The categories above and including `path`'s last, as breadcrumbs from the product overview down. */
const trail = (path: readonly CategorySeed[]) => [
  { label: TEXTS.products, path: PRODUCTS_PATH },
  ...path.map((category, index) => ({ label: german(category.name), path: urlOf(path.slice(0, index + 1)) })),
]

const link = (href: string, text: string, attributes = '') => `<a href="${escapeHtml(href)}"${attributes}>${escapeHtml(text)}</a>`

/** Category cards: name and how many products lie below. */
function categoryCards(children: readonly CategorySeed[], parentPath: readonly CategorySeed[], context: CmsContext): string {
  const t = translator(context)
  return `<ul class="cms-grid">${children
    .map((child) => `<li class="cms-card"${germanLang(context)}>${link(urlOf([...parentPath, child]), child.name)}<p>${escapeHtml(t(countText(productsIn(child.id).length)))}</p></li>`)
    .join('')}</ul>`
}

function productList(products: readonly CatalogueProduct[], context: CmsContext): string {
  return `<ul${germanLang(context)}>${products
    .map((product) => `<li>${link(product.url, product.title)} · ${escapeHtml(product.articleNumber)} · ${escapeHtml(product.label)}</li>`)
    .join('')}</ul>`
}

const overviewPage: PageDefinition = {
  path: PRODUCTS_PATH,
  title: TEXTS.products,
  description: TEXTS.overview,
  body: (context) => `<p>${escapeHtml(translator(context)(TEXTS.overview))}</p>${categoryCards(CATEGORIES, [], context)}`,
}

function categoryPage(url: string, { category, path }: CategoryAt): PageDefinition {
  const products = productsIn(category.id)
  return {
    path: url,
    title: german(category.name),
    description: german(`${category.name}: ${String(products.length)} Produkte`),
    breadcrumbs: trail(path.slice(0, -1)),
    body: (context) => {
      const t = translator(context)
      const shown = products.slice(0, PRODUCTS_PER_CATEGORY_PAGE)
      const rest = products.length > shown.length ? `<p>${link(categorySearchUrl(category.id), t(inSearchText(products.length)))}</p>` : ''
      return (
        `<p>${escapeHtml(t(countText(products.length)))}</p>` +
        (category.children ? section(t(TEXTS.subcategories), categoryCards(category.children, path, context)) : '') +
        section(t(TEXTS.products), productList(shown, context) + rest)
      )
    },
  }
}

// A product's data sheets and safety data sheets, by the product title their text names.
const sheetsOf = (product: CatalogueProduct): Asset[] => ASSETS.filter((asset) => asset.text.includes(`(Art.-Nr. ${product.articleNumber})`))

/** A file link as a download list shows it: name, type and size. */
const KB = 1024
const sizeText = (bytes: number) => (bytes >= KB * KB ? `${(bytes / KB / KB).toFixed(1)} MB` : `${Math.round(bytes / KB)} KB`)

function productPage(product: CatalogueProduct): PageDefinition {
  const entry = categoriesByUrl.get(product.url.slice(0, product.url.lastIndexOf('/')))
  const path = entry?.path ?? []
  return {
    path: product.url,
    title: german(product.title),
    description: german(product.description),
    breadcrumbs: trail(path),
    body: (context) => {
      const t = translator(context)
      const de = germanLang(context)
      const rows = product.variants
        .map((variant) => `<tr><td>${escapeHtml(variant.size)}</td><td${de}>${escapeHtml(variant.container)}</td><td>${escapeHtml(variant.articleNumber)}</td></tr>`)
        .join('')
      const table = `<div class="cms-table"><table><thead><tr><th scope="col">${escapeHtml(t(TEXTS.pack))}</th><th scope="col">${escapeHtml(t(TEXTS.container))}</th><th scope="col">${escapeHtml(t(TEXTS.articleNumber))}</th></tr></thead><tbody>${rows}</tbody></table></div>`
      const sheets = sheetsOf(product)
      const downloads =
        sheets.length === 0
          ? ''
          : section(
              t(TEXTS.downloads),
              `<ul${de}>${sheets.map((sheet) => `<li>${link(sheet.url, sheet.title, ' type="application/pdf"')} (${escapeHtml(sheet.fileType)}, ${escapeHtml(sizeText(sheet.size))})</li>`).join('')}</ul>`,
            )
      const tags = product.tags.length > 0 ? `<p${de}>${product.tags.map((tag) => `<strong>${escapeHtml(tag.label)}</strong>`).join(' · ')}</p>` : ''
      return (
        `<p class="cms-note">${escapeHtml(t(TEXTS.shopLater))}</p>` +
        tags +
        `<p${de}>${escapeHtml(product.description)}</p>` +
        `<p>${escapeHtml(t(TEXTS.category))}: <span${de}>${link(urlOf(path), product.categoryPath)}</span> · ${escapeHtml(t(TEXTS.articleNumber))} ${escapeHtml(product.articleNumber)}</p>` +
        section(t(TEXTS.approvals), `<ul${de}>${product.approvals.map((approval) => `<li>${escapeHtml(approval)}</li>`).join('')}</ul>`) +
        section(t(TEXTS.packs), table) +
        downloads
      )
    },
  }
}

function knowledgePage(url: string): PageDefinition | undefined {
  const article = contentPageAt(url)
  if (!article) return undefined
  return {
    path: url,
    title: german(article.title),
    description: german(article.text),
    breadcrumbs: [{ label: german(SITE_PAGES['/wissen'].title), path: '/wissen' }],
    body: (context) =>
      article.paragraphs.map((paragraph) => `<p${germanLang(context)}>${escapeHtml(paragraph)}</p>`).join('') +
      `<p>${link('/wissen', translator(context)(TEXTS.allArticles))}</p>`,
  }
}

/** Which of the catalogue's page kinds lives at `path`, if any: the link check renders a sample of each, not all 300 products. */
export function catalogueRouteOf(path: string): 'category' | 'product' | 'knowledge' | undefined {
  if (categoriesByUrl.has(path)) return 'category'
  if (productAt(path)) return 'product'
  if (contentPageAt(path)) return 'knowledge'
  return undefined
}

/** The catalogue's page at `path` (no trailing slash), if it has one (pages/index.ts asks after its own pages). */
export function cataloguePageFor(path: string): PageDefinition | undefined {
  if (path === PRODUCTS_PATH) return overviewPage
  const category = categoriesByUrl.get(path)
  if (category) return categoryPage(path, category)
  const product = productAt(path)
  if (product) return productPage(product)
  return knowledgePage(path)
}
