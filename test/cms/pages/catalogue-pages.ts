/**
 * The pages of the mock catalogue (docs/simulated-cms.md "The mock catalogue"), so that no link of the search, the
 * navigation or the home page leads nowhere: the product overview (`/produkte`), a page per category (`categoryUrl(…)`:
 * its sub-categories and its products in product/product-list, pages/product-list.ts), a placeholder page per product
 * (article numbers per pack size, description, approvals, data sheets; the product detail page with prices and cart
 * comes with the shop issue) and a page per knowledge article (`/wissen/…`, built from content blocks). The files under
 * `/downloads/` are served by downloads.ts. Products, categories and articles are editorial content, German in every
 * language; the page's own words are in the visitor's language.
 */
import { categoryUrl, CATEGORIES, walkCategories, type CategorySeed } from '@/test/mocks/db/categories'
import { productAt, productsIn, type CatalogueProduct } from '@/test/mocks/db/catalogue'
import { contentPageAt, sheetsOf } from '@/test/mocks/db/documents'
import { SITE_PAGES } from '@/test/mocks/db/navigation'
import type { CmsContext } from '../context'
import { escapeHtml, section } from '../html'
import { germanLang, translator, type Text } from '../texts'
import { knowledgeArticleBlocks } from './corporate/knowledge-article'
import { productDetailMarker, productDetailProps } from './product-detail'
import { productRatingSection } from './product-rating'
import { productListMarker } from './product-list'
import { blocks } from './site-pages'
import type { PageDefinition } from './types'

// Editorial content is German in every language of the site (texts.ts), so its titles are too.
const german = (text: string): Text => ({ de: text, fr: text, it: text, en: text })

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
  allArticles: { de: 'Alle Wissensartikel', fr: 'Tous les articles de connaissances', it: 'Tutti gli articoli di approfondimento', en: 'All knowledge articles' },
} satisfies Record<string, Text>

const countText = (count: number): Text => ({
  de: count === 1 ? '1 Produkt' : `${count} Produkte`,
  fr: count === 1 ? '1 produit' : `${count} produits`,
  it: count === 1 ? '1 prodotto' : `${count} prodotti`,
  en: count === 1 ? '1 product' : `${count} products`,
})

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
      // spec 1 §3, §4: the category's products are product/product-list's, with its filters and load more.
      return (
        (category.children ? section(t(TEXTS.subcategories), categoryCards(category.children, path, context)) : '') +
        section(t(TEXTS.products), productListMarker(context, { categoryId: category.id }))
      )
    },
  }
}

function productPage(product: CatalogueProduct): PageDefinition {
  const entry = categoriesByUrl.get(product.url.slice(0, product.url.lastIndexOf('/')))
  const path = entry?.path ?? []
  return {
    path: product.url,
    title: german(product.title),
    description: german(product.description),
    breadcrumbs: trail(path),
    // The product detail names the product in its own <h1>.
    ownHeading: true,
    body: (context) => {
      const sheets = sheetsOf(product.articleNumber)
      const props = productDetailProps(product, {
        productDataSheetUrl: sheets.find((sheet) => sheet.title.startsWith('Technisches Datenblatt'))?.url,
        safetyDataSheetUrl: sheets.find((sheet) => sheet.title.startsWith('Sicherheitsdatenblatt'))?.url,
      })
      // Below everything the product shows: the rating and comment block (pages/product-rating.ts).
      return productDetailMarker(props, context) + productRatingSection(product, context)
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
    // spec 2 §2.10: the article's blocks (corporate/knowledge-article.ts), then the way to the other articles.
    body: (context) => blocks(knowledgeArticleBlocks(article, context.locale), context) + `<p>${link('/wissen', translator(context)(TEXTS.allArticles))}</p>`,
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
