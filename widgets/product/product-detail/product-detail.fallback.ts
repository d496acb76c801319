import { defineFallback, escapeHtml, newTabLinkHtml, PLACEHOLDER_IMAGE, type InputOf } from '@/src/widget/fallback'
import { loginForPricesHtml } from '@/src/features/price/price.fallback'
import { productPictureHtml } from '@/src/ui/picture/picture.fallback'
import { productTagsHtml } from '@/src/ui/product-tags/product-tags.fallback'
import { IMAGE_SIZES, IMAGE_WIDTH } from './picture-sizes'
import type declaration from './product-detail.widget'

/** src/ui/picture PRODUCT_IMAGE_RATIO, width/height, which a fallback cannot import (a component's module): product-detail.fallback.test.ts. */
const PRODUCT_IMAGE_RATIO = '3/4'

const [ratioWidth = 3, ratioHeight = 4] = PRODUCT_IMAGE_RATIO.split('/').map(Number)
/** The picture's largest box: the `width`/`height` an `<img>` reserves before any stylesheet applies. */
const IMAGE_HEIGHT = Math.round((IMAGE_WIDTH * ratioHeight) / ratioWidth)

/**
 * The island's final markup (product-detail.tsx) of what the CMS knows, in its layout, which product-detail.module.css
 * draws with the island's rules, so the first paint is the island's first screen and nothing moves when it mounts: the
 * picture (the page's largest contentful paint, fetched at high priority, with the placeholder when the product has
 * none), the tags, the name, the article number and label, the pack sizes as text (their radio buttons, whose choice
 * lives in the address, come with the island), the offer's box with the prompt to log in for anonymous visitors, the
 * buying box's place for signed-in ones, the description, approvals and data sheets. Nothing that only the island can
 * do is drawn as a control: no radio buttons, no favourite button (its place is kept), no quantity or cart button.
 */
export default defineFallback<InputOf<typeof declaration>, { signedIn?: boolean; shopUser?: boolean }>({
  description:
    '`<div data-fallback="product-detail" [data-signed-in] [data-shop-user]>` with the island\'s parts of what the props say, laid out and drawn like the island\'s: the picture (`image`, else the placeholder `/vue/images/placeholder.svg`, with the island\'s `srcset` and `sizes`, 480×640, `fetchpriority="high"`: the largest contentful paint), the tags, the name as the heading (`<h1>` on the product page), the article number and label, the packs as text in the radio cards\' boxes (no radio buttons), the offer\'s box (for a visitor nobody has `signedIn`, with the prompt to log in, its link the `loginUrl`), the buying box\'s place for a signed-in user, the description, the approvals and the data sheets\' links (new tab). An active shop user (`shopUser`: `data-shop-user`) gets the favourite button\'s place beside the name and a taller buying box. Fallback and island are at least 1300 px (phones; 1500 signed in, 1600 for a shop user) or 960 px (from md) high.',
  render(props, { t, signedIn = false, shopUser = false }) {
    const { title, articleNumber, label, description, image, tags = [], approvals = [], packs, safetyDataSheetUrl, productDataSheetUrl, loginUrl, headingLevel = 1 } = props
    const text = (key: string, values?: Record<string, string>) => escapeHtml(t(`productDetail.${key}`, values))
    const picture = image ?? { fallback: PLACEHOLDER_IMAGE, alt: title }
    const img = productPictureHtml(picture, { sizes: IMAGE_SIZES, eager: true, box: { width: IMAGE_WIDTH, height: IMAGE_HEIGHT } })

    const tagList = productTagsHtml(tags, t('productDetail.tags'))
    const heading = `<div data-part="heading"><h${headingLevel}>${escapeHtml(title)}</h${headingLevel}>${shopUser ? '<span data-part="favorite"></span>' : ''}</div>`
    const meta = `<p data-part="meta">${text('articleNumber', { number: articleNumber })}${label ? `<span> · ${escapeHtml(label)}</span>` : ''}</p>`
    const packCards = packs
      .map((pack) => `<span data-part="pack"><span data-part="size">${escapeHtml(pack.size)} ${escapeHtml(pack.container)}</span><span data-part="number">${escapeHtml(pack.productId)}</span></span>`)
      .join('')
    const packList = `<div data-part="packs"><p data-part="legend">${text('packs')}</p>${packCards}</div>`
    const prompt = signedIn ? '' : `<div data-part="prompt">${loginForPricesHtml(loginUrl, t)}</div>`
    const offer = `<div data-part="offer">${prompt}</div>`
    const buy = signedIn ? '<div data-part="buy"></div>' : ''
    const about = description ? `<p data-part="description">${escapeHtml(description)}</p>` : ''
    const approvalList =
      approvals.length === 0 ? '' : `<div data-part="section"><h2>${text('approvals')}</h2><ul>${approvals.map((approval) => `<li>${escapeHtml(approval)}</li>`).join('')}</ul></div>`
    const sheet = (href: string | undefined, key: string) => (href ? `<li>${newTabLinkHtml(href, text(key), t)}</li>` : '')
    const sheets =
      safetyDataSheetUrl || productDataSheetUrl
        ? `<div data-part="section"><h2>${text('downloads')}</h2><ul data-part="sheets">${sheet(productDataSheetUrl, 'productDataSheet')}${sheet(safetyDataSheetUrl, 'safetyDataSheet')}</ul></div>`
        : ''

    return (
      `<div data-fallback="product-detail"${signedIn ? ' data-signed-in=""' : ''}${shopUser ? ' data-shop-user=""' : ''}>` +
      `<div data-part="media">${img}</div>` +
      `<div data-part="info">${tagList}${heading}${meta}${packList}${offer}${buy}${about}${approvalList}${sheets}</div>` +
      '</div>'
    )
  },
})
