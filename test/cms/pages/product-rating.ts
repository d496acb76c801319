/**
 * product/product-rating (spec 1 §5, §7; spec 2 §5): its demo page, and its section on every product page
 * (catalogue-pages.ts), below the product's own content. The CMS places the fake captcha provider (`test`)
 * there, so the demo's form can be sent without the internet; the second block of the demo page names a
 * real provider, which cannot be reached here, to show what the form says then.
 */
import { productByIdOrArticle, ratingOf } from '@/test/mocks/db/prices'
import type { CatalogueProduct } from '@/test/mocks/db/catalogue'
import type { CaptchaProviderName } from '@/src/lib/captcha/provider-names'
import type { CmsContext } from '../context'
import { escapeHtml, marker, section } from '../html'
import { fallbackHtml } from '../widget-markup'
import { germanLang, translator, type Text } from '../texts'
import type { PageDefinition } from './types'

const REVIEWS: Text = { de: 'Bewertungen', fr: 'Avis', it: 'Recensioni', en: 'Reviews' }

/** The block for one product: its rating so far (none yet is a count of 0), the captcha provider the CMS chose. */
function ratingMarker(product: CatalogueProduct, context: CmsContext, captchaProvider: CaptchaProviderName, hydrate: 'load' | 'visible' = 'visible'): string {
  const rating = ratingOf(product)
  const props = { product: product.id, productName: product.title, ...(rating ?? { count: 0 }), captchaProvider }
  return marker('product/product-rating', props, { hydrate, fallback: fallbackHtml('product/product-rating', props, context.locale) })
}

/** The reviews section of a product page: a section of its own, after everything the product page shows. */
export const productRatingSection = (product: CatalogueProduct, context: CmsContext): string =>
  section(translator(context)(REVIEWS), ratingMarker(product, context, 'test'), 'bewertungen')

// Two products of the catalogue: one with ratings, one without.
const RATED = productByIdOrArticle('p-10-4114')!
const UNRATED = productByIdOrArticle('p-10-4111')!

export const productRatingPage: PageDefinition = {
  path: '/product-rating',
  title: { de: 'Produktbewertung', fr: 'Avis sur un produit', it: 'Recensione di un prodotto', en: 'Product rating' },
  description: {
    de: 'product/product-rating: Bewertung mit 1 bis 5 Sternen und Kommentar, Sicherheitsprüfung vor dem Senden, Dank und Schliessen nach 3 Sekunden.',
    fr: 'product/product-rating\u00a0: note de 1 à 5 étoiles et commentaire, vérification de sécurité avant l’envoi, remerciement et fermeture après 3 secondes.',
    it: 'product/product-rating: valutazione da 1 a 5 stelle e commento, controllo di sicurezza prima dell’invio, ringraziamento e chiusura dopo 3 secondi.',
    en: 'product/product-rating: a rating of 1 to 5 stars and a comment, a security check before sending, thanks and closing after 3 seconds.',
  },
  group: 'widgets',
  body: (context) => {
    const t = translator(context)
    const product = (item: CatalogueProduct) => `<p${germanLang(context)}><a href="${escapeHtml(item.url)}">${escapeHtml(item.title)}</a></p>`
    return (
      section(
        t({ de: 'Mit bisherigen Bewertungen', fr: 'Avec des avis existants', it: 'Con recensioni esistenti', en: 'With earlier ratings' }),
        product(RATED) +
          `<p>${escapeHtml(t({ de: 'Die Sicherheitsprüfung ist hier der Test-Anbieter der Demo: Das Formular lässt sich senden.', fr: 'La vérification de sécurité est ici le fournisseur de test de la démo\u00a0: le formulaire peut être envoyé.', it: 'Qui il controllo di sicurezza è il fornitore di prova della demo: il modulo può essere inviato.', en: 'The security check here is the demo’s test provider: the form can be sent.' }))}</p>` +
          ratingMarker(RATED, context, 'test', 'load'),
      ) +
      section(
        t({ de: 'Anbieter nicht erreichbar', fr: 'Fournisseur injoignable', it: 'Fornitore non raggiungibile', en: 'Provider unreachable' }),
        product(UNRATED) +
          `<p>${escapeHtml(t({ de: 'Hier ist Friendly Captcha eingestellt, das ohne Internet nicht erreichbar ist: Das Formular sagt es beim Senden und behält die Eingaben.', fr: 'Ici, Friendly Captcha est configuré, injoignable sans Internet\u00a0: le formulaire le signale à l’envoi et conserve les saisies.', it: 'Qui è impostato Friendly Captcha, non raggiungibile senza Internet: il modulo lo segnala all’invio e conserva i dati inseriti.', en: 'Friendly Captcha is set here, which cannot be reached without the internet: the form says so when sent and keeps what was typed.' }))}</p>` +
          ratingMarker(UNRATED, context, 'friendly-captcha'),
      )
    )
  },
}
