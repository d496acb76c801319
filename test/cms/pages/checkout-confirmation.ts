import { userDataFor } from '@/test/mocks/db/index'
import type { WidgetInputs } from '@/test/widget-inputs.gen'
import type { CmsContext } from '../context'
import { fallbackHtml } from '../widget-markup'
import { escapeHtml, marker } from '../html'
import { SHOP_URLS } from '../page-data'
import { translator } from '../texts'
import type { PageDefinition } from './types'

/**
 * Where the B2B checkout leads once an order is submitted (spec 2 §2.8): this address with the order
 * number as `?order=…`, which the widget reads from the address.
 */
export const CHECKOUT_CONFIRMATION_PATH = '/bestellung/bestaetigung'

/** The shop's customer service, the contact of a visitor or a customer without a contact person of their own. */
const CUSTOMER_SERVICE = { department: 'Kundendienst', nameFirst: 'Beat', nameLast: 'Schneider', function: 'Leiter Kundendienst', tel: '+41 44 555 01 00', email: 'kundendienst@example.ch' }

/**
 * The contact block (spec 2 §3 checkout contact) as the CMS fills it from the signed-in customer's contact
 * person (spec 1 §3 user.contactPerson), else the customer service.
 */
function contactFor(context: CmsContext): NonNullable<WidgetInputs['shopuser/checkout-confirmation']['contact']> {
  const person = userDataFor(context.username, context.shop)?.contactPerson
  const base = person
    ? {
        department: person.department,
        nameFirst: person.name.split(' ').slice(0, -1).join(' ') || person.name,
        nameLast: person.name.split(' ').slice(-1).join(' '),
        function: person.role,
        tel: person.phone,
        email: person.email,
      }
    : CUSTOMER_SERVICE
  const name = `${base.nameFirst} ${base.nameLast}`
  // The demo has no portraits: the contact-person icon stands in for one.
  return { ...base, image: { fallback: '/vue/icons/contact-person.svg', alt: name } }
}

/** shopuser/checkout-confirmation (spec 2 §2.8) at the address the checkout redirects to. */
export const checkoutConfirmationPage: PageDefinition = {
  path: CHECKOUT_CONFIRMATION_PATH,
  title: { de: 'Bestellbestätigung', fr: 'Confirmation de commande', it: 'Conferma d’ordine', en: 'Order confirmation' },
  description: {
    de: 'shopuser/checkout-confirmation: Titel, Text, Bestellnummer aus der Adresse (?order=…), Kontaktperson mit Telefon und E-Mail, Schaltfläche zur Startseite.',
    fr: 'shopuser/checkout-confirmation\u00a0: titre, texte, numéro de commande tiré de l’adresse (?order=…), personne de contact avec téléphone et e-mail, bouton vers la page d’accueil.',
    it: 'shopuser/checkout-confirmation: titolo, testo, numero d’ordine dall’indirizzo (?order=…), persona di contatto con telefono ed e-mail, pulsante per la pagina iniziale.',
    en: 'shopuser/checkout-confirmation: title, text, the order number from the address (?order=…), contact person with phone and e-mail, a button to the home page.',
  },
  group: 'widgets',
  body: (context) => {
    const t = translator(context)
    const props: WidgetInputs['shopuser/checkout-confirmation'] = { contact: contactFor(context) }
    const example = `${CHECKOUT_CONFIRMATION_PATH}?order=4500012001`
    const orderParam = context.url.searchParams.get('order')
    const note =
      orderParam === null
        ? `<p class="cms-note">${t({ de: 'Mit Bestellnummer:', fr: 'Avec numéro de commande\u00a0:', it: 'Con numero d’ordine:', en: 'With an order number:' })} <a href="${escapeHtml(example)}">${escapeHtml(example)}</a></p>`
        : ''
    return (
      note +
      marker('shopuser/checkout-confirmation', props, {
        hydrate: 'load',
        fallback: fallbackHtml('shopuser/checkout-confirmation', props, context.locale, { orderParam, homepageUrl: SHOP_URLS.homepageUrl }),
      })
    )
  },
}
