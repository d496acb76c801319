import { SITE_PAGES } from '@/test/mocks/db/navigation'
import { marker } from '../html'
import { translator } from '../texts'
import { blockMarker, fallbackHtml } from '../widget-markup'
import type { PageDefinition } from './types'

// The service page above this one; its title is the CMS's German in every language, as site-pages.ts writes it.
const SERVICE = SITE_PAGES['/service'].title

/**
 * form/faq (spec 1 §1 FAQ; spec 2 §3, §7 Get questions) on the service area's page of frequently asked questions: the 60
 * questions of test/mocks/db/faq.ts in 8 categories, with the link to the contact form; below it the FAQ teaser to the
 * dealer finder and the FAQ contact box (spec 2 §2.10). Above the fold, so the FAQ hydrates on load; its fallback holds
 * the list's place meanwhile, twelve rows, more than the first screen shows at either width.
 */
export const faqPage: PageDefinition = {
  path: '/service/faq',
  title: { de: 'Häufige Fragen', fr: 'Questions fréquentes', it: 'Domande frequenti', en: 'Frequently asked questions' },
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
      contactHref: '/kontakt',
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
