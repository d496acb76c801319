import { SITE_PAGES } from '@/test/mocks/db/navigation'
import { marker } from '../html'
import { translator } from '../texts'
import { blockMarker, fallbackHtml } from '../widget-markup'
import type { PageDefinition } from './types'

// The service page above this one; its title is the CMS's German in every language, as site-pages.ts writes it.
const SERVICE = SITE_PAGES['/service'].title

/** The communication process (form/faq-process) and its confirmation (form/faq-confirmation), below the FAQ's page. */
export const FAQ_PROCESS_PATH = '/service/faq/anfrage'
export const FAQ_CONFIRMATION_PATH = '/service/faq/bestaetigung'

const FAQ_TITLE = { de: 'Häufige Fragen', fr: 'Questions fréquentes', it: 'Domande frequenti', en: 'Frequently asked questions' }
const FAQ_CRUMBS = [
  { label: { de: SERVICE, fr: SERVICE, it: SERVICE, en: SERVICE }, path: '/service' },
  { label: FAQ_TITLE, path: '/service/faq' },
]

/**
 * form/faq (spec 1 §1 FAQ; spec 2 §3, §7 Get questions) on the service area's page of frequently asked questions: the 60
 * questions of test/mocks/db/faq.ts in 8 categories, with the link to the contact form; below it the FAQ teaser to the
 * dealer finder and the FAQ contact box (spec 2 §2.10). Above the fold, so the FAQ hydrates on load; its fallback holds
 * the list's place meanwhile, twelve rows, more than the first screen shows at either width.
 */
export const faqPage: PageDefinition = {
  path: '/service/faq',
  title: FAQ_TITLE,
  description: {
    de: 'form/faq: die häufigen Fragen als Akkordeon, nach Kategorie gewählt und durchsuchbar, mit dem Link zum Kontaktformular; darunter Teaser und Kontaktkasten.',
    fr: 'form/faq\u00a0: les questions fréquentes en accordéon, par catégorie et avec recherche, avec le lien vers le formulaire de contact\u00a0; en dessous, teaser et encadré de contact.',
    it: 'form/faq: le domande frequenti come fisarmonica, per categoria e con ricerca, con il link al modulo di contatto; sotto, teaser e riquadro di contatto.',
    en: 'form/faq: the frequently asked questions as an accordion, chosen by category and searchable, with the link to the contact form; below, a teaser and the contact box.',
  },
  group: 'widgets',
  breadcrumbs: [{ label: { de: SERVICE, fr: SERVICE, it: SERVICE, en: SERVICE }, path: '/service' }],
  body: (context) => {
    const { locale } = context
    const t = translator(context)
    const props = {
      title: t({ de: 'Fragen zu Schmierstoffen und zum Shop', fr: 'Questions sur les lubrifiants et la boutique', it: 'Domande sui lubrificanti e sul negozio', en: 'Questions about lubricants and the shop' }),
      contactHref: FAQ_PROCESS_PATH,
      expectedQuestions: 12,
    }
    return [
      marker('form/faq', props, { hydrate: 'load', fallback: fallbackHtml('form/faq', props, locale) }),
      blockMarker(
        'tools/faq-teaser',
        { type: 'dealer-finder', title: 'Wo kaufe ich Ihre Produkte?', text: 'Über 1200 Fachhändler und Werkstätten führen unsere Schmierstoffe.', buttonText: 'Händler finden', href: '/service/haendlersuche' },
        locale,
      ),
      blockMarker(
        'tools/faq-contact-box',
        {
          title: 'Ihre Frage war nicht dabei?',
          text: 'Unsere Anwendungstechnik antwortet innert eines Arbeitstages.',
          person: { name: 'Andrea Keller', role: 'Anwendungstechnikerin', department: 'Technische Beratung', phone: '+41 52 208 30 40', email: 'beratung@schmierstoffe.example', image: '/media/team-480.jpg', imageAlt: 'Andrea Keller' },
          link: { href: '/kontakt', text: 'Zum Kontaktformular' },
        },
        locale,
      ),
    ].join('\n')
  },
}

/**
 * form/faq-process (spec 2 §3, §4, §7): the communication process of test/mocks/db/contact-process.ts, three product
 * lines of 4–6 steps; each step at its own address (`?schritt=…&linie=…`), the answers kept in the tab.
 */
export const faqProcessPage: PageDefinition = {
  path: FAQ_PROCESS_PATH,
  title: { de: 'Ihre Anfrage', fr: 'Votre demande', it: 'La vostra richiesta', en: 'Your enquiry' },
  description: {
    de: 'form/faq-process: der Kommunikationsprozess Schritt für Schritt (Bereich, Anliegen, Angaben, Übersicht mit Ändern, Kontaktangaben), jeder Schritt mit eigener Adresse.',
    fr: 'form/faq-process\u00a0: le processus de communication pas à pas (domaine, demande, détails, récapitulatif modifiable, coordonnées), chaque étape à sa propre adresse.',
    it: 'form/faq-process: il processo di comunicazione passo per passo (settore, richiesta, dettagli, riepilogo modificabile, contatti), ogni passo al proprio indirizzo.',
    en: 'form/faq-process: the communication process step by step (area, concern, details, an overview with change links, contact details), each step at its own address.',
  },
  group: 'widgets',
  breadcrumbs: FAQ_CRUMBS,
  body: (context) => {
    const props = { captchaProvider: 'test' as const }
    return marker('form/faq-process', props, { hydrate: 'load', fallback: fallbackHtml('form/faq-process', props, context.locale) })
  },
}

/** form/faq-confirmation: where the process's submit leads (`?referenz=KM-2026-00042`), the promise of spec 2 §9. */
export const faqConfirmationPage: PageDefinition = {
  path: FAQ_CONFIRMATION_PATH,
  title: { de: 'Anfrage gesendet', fr: 'Demande envoyée', it: 'Richiesta inviata', en: 'Enquiry sent' },
  description: {
    de: 'form/faq-confirmation: der Dank, die Antwort innert 48 Stunden, die Referenznummer und was gesendet wurde.',
    fr: 'form/faq-confirmation\u00a0: les remerciements, la réponse sous 48 heures, le numéro de référence et ce qui a été envoyé.',
    it: 'form/faq-confirmation: il ringraziamento, la risposta entro 48 ore, il numero di riferimento e quanto inviato.',
    en: 'form/faq-confirmation: the thanks, the reply within 48 hours, the reference and what was sent.',
  },
  group: 'widgets',
  breadcrumbs: FAQ_CRUMBS,
  body: (context) => {
    const t = translator(context)
    const props = { back: { href: '/service/faq', text: t({ de: 'Zurück zu den häufigen Fragen', fr: 'Retour aux questions fréquentes', it: 'Torna alle domande frequenti', en: 'Back to the frequently asked questions' }) } }
    return marker('form/faq-confirmation', props, { hydrate: 'load', fallback: fallbackHtml('form/faq-confirmation', props, context.locale) })
  },
}
