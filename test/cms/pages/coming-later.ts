import type { WidgetName } from '@/src/boot/areas'
import { ACCOUNT_PAGES } from '@/test/mocks/db/users'
import { escapeHtml } from '../html'
import { SHOP_URLS } from '../page-data'
import { translator, type Text } from '../texts'
import type { PageDefinition } from './types'

/** The way back from a page that has nothing else to offer (placeholders, the 404 page). */
export const BACK_TO_OVERVIEW: Text = { de: 'Zur Übersicht', fr: 'Retour à la vue d’ensemble', it: 'Torna alla panoramica', en: 'Back to the overview' }

const PLANNED: Text = { de: 'Geplante Widgets:', fr: 'Widgets prévus\u00a0:', it: 'Widget previsti:', en: 'Planned widgets:' }

/** A part of the shop whose widgets come in a later issue. */
type LaterPart = {
  /**
   * The addresses the page data (`session.urls`) and the user menu (mocks/db/users.ts) link to, taken
   * from those tables so they cannot drift apart. The first is listed on the start page; the others
   * (the user menu names some parts differently) are the same placeholder, unlisted.
   */
  paths: [string, ...string[]]
  title: Text
  /** One sentence: what will be on the page. */
  what: Text
  /** The markers the page will place, `area/widget`, in the areas DESIGN.md assigns them to. */
  widgets: WidgetName[]
}

// Every address a demo page, its page data or a demo user's menu links to must answer with a page,
// so that clicking through the demo never ends in a 404. When a part's widget arrives, its real page
// replaces the entry here (a test fails while both exist).
const PARTS: LaterPart[] = [
  {
    paths: [SHOP_URLS.oilFinderUrl],
    title: { de: 'Ölfinder', fr: 'Recherche d’huile', it: 'Ricerca olio', en: 'Oil finder' },
    what: {
      de: 'Hier kommt der Ölfinder hin: Marke, Modell, Hinweis und die Produktempfehlung für das Fahrzeug.',
      fr: 'Ici viendra la recherche d’huile\u00a0: marque, modèle, remarque et recommandation de produits pour le véhicule.',
      it: 'Qui arriverà la ricerca olio: marca, modello, nota e la raccomandazione di prodotti per il veicolo.',
      en: 'The oil finder will be here: brand, model, note and the product recommendation for the vehicle.',
    },
    widgets: ['oilfinder/oil-finder'],
  },
  {
    paths: [SHOP_URLS.contactPageUrl],
    title: { de: 'Kontakt', fr: 'Contact', it: 'Contatto', en: 'Contact' },
    what: {
      de: 'Hier kommt das Kontaktformular mit dem schrittweisen Kommunikationsprozess hin.',
      fr: 'Ici viendra le formulaire de contact avec son processus de communication pas à pas.',
      it: 'Qui arriverà il modulo di contatto con il processo di comunicazione passo per passo.',
      en: 'The contact form with its step-by-step communication process will be here.',
    },
    widgets: ['form/contact-form'],
  },
  {
    paths: [SHOP_URLS.dashboardUrl],
    title: { de: 'Mein Konto', fr: 'Mon compte', it: 'Il mio conto', en: 'My account' },
    what: {
      de: 'Hier kommt das Dashboard des angemeldeten Kunden mit den Einstiegen in seine Konto-Werkzeuge hin.',
      fr: 'Ici viendra le tableau de bord du client connecté, avec les accès à ses outils de compte.',
      it: 'Qui arriverà la dashboard del cliente connesso, con gli accessi ai suoi strumenti del conto.',
      en: 'The signed-in customer’s dashboard, leading to the account tools, will be here.',
    },
    widgets: ['shopuser/dashboard'],
  },
  {
    paths: [SHOP_URLS.registerUrl],
    title: { de: 'Registrieren', fr: 'S’inscrire', it: 'Registrarsi', en: 'Register' },
    what: {
      de: 'Hier kommt das Formular hin, mit dem sich neue Kunden registrieren.',
      fr: 'Ici viendra le formulaire d’inscription des nouveaux clients.',
      it: 'Qui arriverà il modulo con cui si registrano i nuovi clienti.',
      en: 'The form new customers register with will be here.',
    },
    widgets: ['shopuser/registration'],
  },
  {
    paths: [SHOP_URLS.forgotPasswordUrl],
    title: { de: 'Passwort vergessen', fr: 'Mot de passe oublié', it: 'Password dimenticata', en: 'Forgotten password' },
    what: {
      de: 'Hier kommt das Formular hin, das einen Link zum Zurücksetzen des Passworts sendet.',
      fr: 'Ici viendra le formulaire qui envoie un lien pour réinitialiser le mot de passe.',
      it: 'Qui arriverà il modulo che invia un link per reimpostare la password.',
      en: 'The form that sends a link to reset the password will be here.',
    },
    widgets: ['shopuser/password-recovery'],
  },
  {
    paths: [SHOP_URLS.customerOverviewUrl, ACCOUNT_PAGES.customerOverview.link],
    title: { de: 'Kundenübersicht', fr: 'Aperçu des clients', it: 'Panoramica clienti', en: 'Customer overview' },
    what: {
      de: 'Hier kommt die Liste der Kunden hin, für die ein Mitarbeiter bestellen darf.',
      fr: 'Ici viendra la liste des clients pour lesquels un collaborateur peut commander.',
      it: 'Qui arriverà l’elenco dei clienti per cui un collaboratore può ordinare.',
      en: 'The list of the customers an employee may order for will be here.',
    },
    widgets: ['shopuser/customer-overview'],
  },
  {
    paths: [SHOP_URLS.orderHistoryUrl, ACCOUNT_PAGES.orderHistory.link],
    title: { de: 'Bestellhistorie', fr: 'Historique des commandes', it: 'Cronologia degli ordini', en: 'Order history' },
    what: {
      de: 'Hier kommen die bisherigen Bestellungen mit ihren Details hin.',
      fr: 'Ici viendront les commandes passées avec leurs détails.',
      it: 'Qui arriveranno gli ordini passati con i loro dettagli.',
      en: 'Past orders and their details will be here.',
    },
    widgets: ['shopuser/order-history'],
  },
  {
    paths: [ACCOUNT_PAGES.orderedArticles.link],
    title: { de: 'Bestellte Artikel', fr: 'Articles commandés', it: 'Articoli ordinati', en: 'Ordered articles' },
    what: {
      de: 'Hier kommen alle schon einmal bestellten Artikel hin, zum erneuten Bestellen.',
      fr: 'Ici viendront tous les articles déjà commandés, pour les commander à nouveau.',
      it: 'Qui arriveranno tutti gli articoli già ordinati, per ordinarli di nuovo.',
      en: 'Every article ordered before, ready to order again, will be here.',
    },
    widgets: ['shopuser/ordered-articles'],
  },
  {
    paths: [ACCOUNT_PAGES.contracts.link],
    title: { de: 'Verträge', fr: 'Contrats', it: 'Contratti', en: 'Contracts' },
    what: {
      de: 'Hier kommen die Verträge des Kunden und ihre Positionen hin.',
      fr: 'Ici viendront les contrats du client et leurs positions.',
      it: 'Qui arriveranno i contratti del cliente e le loro posizioni.',
      en: 'The customer’s contracts and their positions will be here.',
    },
    widgets: ['shopuser/contracts'],
  },
  {
    paths: [ACCOUNT_PAGES.addresses.link],
    title: { de: 'Adressen', fr: 'Adresses', it: 'Indirizzi', en: 'Addresses' },
    what: {
      de: 'Hier kommen die Liefer- und Rechnungsadressen des Kunden hin.',
      fr: 'Ici viendront les adresses de livraison et de facturation du client.',
      it: 'Qui arriveranno gli indirizzi di consegna e di fatturazione del cliente.',
      en: 'The customer’s delivery and invoice addresses will be here.',
    },
    widgets: ['shopuser/address-list'],
  },
  {
    paths: [ACCOUNT_PAGES.safetyDataSheets.link],
    title: { de: 'Sicherheitsdatenblätter', fr: 'Fiches de données de sécurité', it: 'Schede di dati di sicurezza', en: 'Safety data sheets' },
    what: {
      de: 'Hier kommen die Sicherheitsdatenblätter der gekauften Produkte zum Herunterladen hin.',
      fr: 'Ici viendront les fiches de données de sécurité des produits achetés, à télécharger.',
      it: 'Qui arriveranno le schede di dati di sicurezza dei prodotti acquistati, da scaricare.',
      en: 'The safety data sheets of the products bought, to download, will be here.',
    },
    widgets: ['shopuser/safety-data-sheets'],
  },
  {
    paths: [ACCOUNT_PAGES.notifications.link],
    title: { de: 'Benachrichtigungszentrale', fr: 'Centre de notifications', it: 'Centro notifiche', en: 'Notification centre' },
    what: {
      de: 'Hier kommen die Benachrichtigungen des Kunden hin, ungelesene hervorgehoben.',
      fr: 'Ici viendront les notifications du client, les non lues mises en évidence.',
      it: 'Qui arriveranno le notifiche del cliente, con quelle non lette in evidenza.',
      en: 'The customer’s notifications, unread ones highlighted, will be here.',
    },
    widgets: ['shopuser/notification-center'],
  },
]

function placeholder(part: LaterPart, path: string, listed: boolean): PageDefinition {
  return {
    path,
    title: part.title,
    description: part.what,
    ...(listed ? { group: 'later' as const } : {}),
    body: (context) => {
      const t = translator(context)
      const widgets = part.widgets.map((name) => `<code>${escapeHtml(name)}</code>`).join(', ')
      return `<p>${escapeHtml(t(part.what))}</p>
<p>${escapeHtml(t(PLANNED))} ${widgets}</p>
<p><a href="/">${escapeHtml(t(BACK_TO_OVERVIEW))}</a></p>`
    },
  }
}

/** One placeholder page per address of a part still to come; the first address of each is on the start page. */
export const comingLaterPages: PageDefinition[] = PARTS.flatMap((part) => part.paths.map((path, index) => placeholder(part, path, index === 0)))
