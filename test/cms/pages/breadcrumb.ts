import { categoryUrl } from '@/test/mocks/db/categories'
import type { ChromePart } from '../chrome'
import { fallbackHtml } from '../widget-markup'
import { escapeHtml, marker, section } from '../html'
import { translator, type Text } from '../texts'
import type { WidgetInputs } from '@/test/widget-inputs.gen'
import type { PageDefinition } from './types'

type Props = WidgetInputs['tools/breadcrumb']

/** The trail as a template writes it, in a navigation landmark of the template's (the widget has none of its own). */
function breadcrumbNav(label: string, props: Props, fallback: string, hydrate: 'load' | 'visible' = 'load'): string {
  return `<nav class="site-breadcrumb-example" aria-label="${escapeHtml(label)}">${marker('tools/breadcrumb', props, { hydrate, fallback })}</nav>`
}

const EXAMPLES: { heading: Text; props: Props }[] = [
  {
    heading: { de: 'Produktseite', fr: 'Page de produit', it: 'Pagina prodotto', en: 'Product page' },
    props: {
      items: [
        { label: 'Motorenöle', uri: categoryUrl(['motorenoele']) },
        { label: 'PKW-Motorenöle', uri: categoryUrl(['motorenoele', 'pkw']) },
        { label: 'SAE 0W-30', uri: categoryUrl(['motorenoele', 'pkw', '0w-30']) },
      ],
    },
  },
  {
    heading: { de: 'Mit nicht anklickbarem Eintrag', fr: 'Avec une entrée non cliquable', it: 'Con una voce non cliccabile', en: 'With an item that is not a link' },
    props: {
      items: [
        { label: 'Produkte', disabled: true },
        { label: 'Getriebeöle', uri: categoryUrl(['getriebeoele']) },
        { label: 'Industriegetriebeöle', uri: categoryUrl(['getriebeoele', 'industriegetriebe']) },
      ],
    },
  },
  {
    heading: { de: 'Mit Kategorie-Links', fr: 'Avec liens de catégories', it: 'Con link alle categorie', en: 'With category links' },
    props: {
      items: [{ label: 'Hydrauliköle', uri: categoryUrl(['hydraulikoele']) }],
      categoryLinks: [
        { label: 'Motorenöle', href: categoryUrl(['motorenoele']), icon: 'oil-finder' },
        { label: 'Getriebeöle', href: categoryUrl(['getriebeoele']), icon: 'oil-finder' },
        { label: 'Hydrauliköle', href: categoryUrl(['hydraulikoele']), icon: 'oil-finder' },
        { label: 'Industrieöle', href: categoryUrl(['industrieoele']), icon: 'oil-finder' },
      ],
    },
  },
]

/** tools/breadcrumb (spec 2 §2.1): the trail of the page data under the header, and trails given as props. */
export const breadcrumbPage: PageDefinition = {
  path: '/breadcrumb',
  title: { de: 'Brotkrumennavigation', fr: 'Fil d’Ariane', it: 'Percorso di navigazione', en: 'Breadcrumb' },
  description: {
    de: 'tools/breadcrumb: Startseite und Pfad zur Seite, nicht anklickbare Einträge als Text, Kategorie-Links mit Symbol, strukturierte Daten; auf dem Telefon «Zurück zu …».',
    fr: 'tools/breadcrumb\u00a0: accueil et chemin vers la page, entrées non cliquables en texte, liens de catégories avec icône, données structurées\u00a0; sur téléphone «\u00a0Retour à …\u00a0».',
    it: 'tools/breadcrumb: home e percorso verso la pagina, voci non cliccabili come testo, link alle categorie con icona, dati strutturati; sul telefono «Torna a …».',
    en: 'tools/breadcrumb: home and the path to the page, items that are not links as text, category links with icons, structured data; “Back to …” on a phone.',
  },
  group: 'widgets',
  breadcrumbs: [{ label: { de: 'Block-Katalog', fr: 'Catalogue de blocs', it: 'Catalogo dei blocchi', en: 'Block catalogue' }, path: '/katalog' }],
  body: (context) => {
    const t = translator(context)
    const intro = t({
      de: 'Unter der Kopfzeile steht die Brotkrumennavigation dieser Seite aus den Seitendaten (session.breadcrumbs). Hier folgen Pfade, die als Props übergeben werden.',
      fr: 'Sous l’en-tête se trouve le fil d’Ariane de cette page, tiré des données de page (session.breadcrumbs). Suivent ici des chemins passés en props.',
      it: 'Sotto l’intestazione si trova il percorso di questa pagina, dai dati di pagina (session.breadcrumbs). Seguono qui percorsi passati come props.',
      en: 'Under the header is this page’s breadcrumb from the page data (session.breadcrumbs). Trails given as props follow here.',
    })
    const example = t({ de: 'Beispiel', fr: 'Exemple', it: 'Esempio', en: 'Example' })
    return (
      `<p>${escapeHtml(intro)}</p>` +
      EXAMPLES.map(({ heading, props }, index) =>
        section(
          t(heading),
          breadcrumbNav(
            `${example}: ${t(heading)}`,
            props,
            fallbackHtml('tools/breadcrumb', props, context.locale, { homeUrl: '/', pageUrl: context.url.href }),
            index === 0 ? 'load' : 'visible',
          ),
        ),
      ).join('')
    )
  },
}

/**
 * The chrome's breadcrumb under the header (slot `breadcrumb`, inside the template's `<nav>`): the page
 * data's trail, with the same trail as fallback so nothing moves when it mounts. None on the home page.
 */
export const breadcrumbChrome: ChromePart = {
  slot: 'breadcrumb',
  render: (context, page) => {
    if (page.path === '/') return ''
    const session = page.session ?? {}
    const urls = (session.urls ?? {}) as { homepageUrl?: unknown }
    const homeUrl = typeof urls.homepageUrl === 'string' ? urls.homepageUrl : '/'
    return marker('tools/breadcrumb', {}, { hydrate: 'load', fallback: fallbackHtml('tools/breadcrumb', {}, context.locale, { breadcrumbs: session.breadcrumbs, homeUrl, pageUrl: context.url.href }) })
  },
}
