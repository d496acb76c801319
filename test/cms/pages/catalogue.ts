import { AREAS, type Area } from '@/src/boot/areas'
import { describeKind, type JsonSchema } from '@/src/widget/json-schema'
import type { CmsContext } from '../context'
import { escapeHtml, rawMarker, section } from '../html'
import { germanLang, translator, type Text } from '../texts'
import { CONTENT_BLOCKS } from '../widget-markup'
import { catalogueFallback } from './catalogue-data'
import type { PageDefinition } from './types'

const json = (value: unknown) => escapeHtml(JSON.stringify(value, null, 2))
const idOf = (name: string) => `widget-${name.replace('/', '-')}`

/** The props table a content editor reads: every prop with its kind, whether it is required or its default, and what it does. */
function propsTable(name: string, schema: JsonSchema, context: CmsContext): string {
  const t = translator(context)
  const props = Object.entries(schema.properties ?? {})
  if (props.length === 0) return `<p>${t({ de: 'Dieser Block hat keine Props.', fr: 'Ce bloc n’a pas de props.', it: 'Questo blocco non ha props.', en: 'This block has no props.' })}</p>`
  const rows = props
    .map(([prop, kind]) => {
      const rule = schema.required?.includes(prop)
        ? t({ de: 'Pflicht', fr: 'obligatoire', it: 'obbligatoria', en: 'required' })
        : kind.default !== undefined
          ? `${t({ de: 'Standard:', fr: 'Par défaut\u00a0:', it: 'Predefinito:', en: 'Default:' })} <code>${json(kind.default)}</code>`
          : t({ de: 'optional', fr: 'facultative', it: 'facoltativa', en: 'optional' })
      // The schema's descriptions come from the widget declarations, in German.
      // Kind and rule share a cell, one above the other: on a phone no word then needs breaking.
      return `<tr><th scope="row"><code>${escapeHtml(prop)}</code></th><td>${escapeHtml(describeKind(kind))}<br>${rule}</td><td${germanLang(context)}>${escapeHtml(kind.description ?? '')}</td></tr>`
    })
    .join('')
  const caption = t({ de: `Props von ${name}`, fr: `Props de ${name}`, it: `Props di ${name}`, en: `Props of ${name}` })
  const headers = [
    { de: 'Prop', fr: 'Prop', it: 'Prop', en: 'Prop' },
    { de: 'Art und Regel', fr: 'Type et règle', it: 'Tipo e regola', en: 'Kind and rule' },
    { de: 'Bedeutung', fr: 'Signification', it: 'Significato', en: 'Meaning' },
  ]
    .map((header) => `<th scope="col">${t(header)}</th>`)
    .join('')
  return `<div class="cms-table"><table><caption>${escapeHtml(caption)}</caption><thead><tr>${headers}</tr></thead><tbody>${rows}</tbody></table></div>`
}

/**
 * Widgets whose height follows the signed-in user's data (a list of notifications, an order's lines) and no
 * fallback can know: their examples show in a frame of fixed height that scrolls, so mounting one moves
 * nothing else on this long page. On their own pages they grow below the first screen.
 */
const FRAMED: ReadonlySet<string> = new Set(['shopuser/notification-centre', 'shopuser/order-detail'])

function framed(name: string, example: string, marker: string, context: CmsContext): string {
  if (!FRAMED.has(name)) return marker
  const label = translator(context)({ de: `Vorschau «${example}»`, fr: `Aperçu «\u00a0${example}\u00a0»`, it: `Anteprima «${example}»`, en: `Preview ‘${example}’` })
  // Focusable, so keyboard users can scroll it (WCAG 2.1.1; axe scrollable-region-focusable).
  return `<div class="cms-example-frame" role="region" tabindex="0" aria-label="${escapeHtml(label)}">${marker}</div>`
}

/** One widget: what it is, its props, and each named example live, with the props that produce it. */
function widgetEntry(name: string, schema: JsonSchema, context: CmsContext): string {
  const t = translator(context)
  const [area = '', widget = ''] = name.split('/')
  const names = schema['x-example-names'] ?? []
  const examples = (schema.examples ?? []).map((props, index) => {
    const example = names[index] ?? String(index + 1)
    // A caption, not a heading: the example's own headings (a heading block's h2) must not break the outline.
    return `<figure class="cms-example">
<figcaption>${escapeHtml(t({ de: `Beispiel «${example}»`, fr: `Exemple «\u00a0${example}\u00a0»`, it: `Esempio «${example}»`, en: `Example ‘${example}’` }))}</figcaption>
<details><summary>${t({ de: 'Props dieses Beispiels', fr: 'Props de cet exemple', it: 'Props di questo esempio', en: 'Props of this example' })}</summary><pre>${json(props)}</pre></details>
${framed(name, example, rawMarker({ area, widget, props, id: `${idOf(name)}-${example}`, fallback: catalogueFallback(name, props, context.username !== null) }), context)}
</figure>`
  })
  return `<article class="cms-widget" id="${idOf(name)}" aria-labelledby="${idOf(name)}-title">
<h3 id="${idOf(name)}-title"><code>${escapeHtml(name)}</code></h3>
<p${germanLang(context)}>${escapeHtml(schema.description ?? '')}</p>
${propsTable(name, schema, context)}
${examples.join('\n')}
</article>`
}

const CATALOGUE_TITLE = { de: 'Block-Katalog', fr: 'Catalogue des blocs', it: 'Catalogo dei blocchi', en: 'Block catalogue' }

/** A page of the catalogue: the widgets of one area that it holds, under one heading. */
interface CataloguePart {
  readonly path: string
  readonly area: Area
  /** What the page's title names. */
  readonly subject: Text
  /** Its section's heading, on the page and in the overview. */
  readonly heading: Text
  readonly id: string
  readonly holds: (name: string) => boolean
  /** What the page says before its widgets. */
  readonly intro?: (context: CmsContext) => string
}

/**
 * The parts every content block shares (docs/adding-a-widget.md "A content block"), written once: the content blocks'
 * catalogue page names them for editors, in German like the widgets' descriptions.
 */
const SHARED_PARTS: readonly (readonly [string, string])[] = [
  ['Bild', 'srcset und sizes immer, Alternativtext Pflicht (leer nur bei dekorativ), Breite und Höhe oder ein Seitenverhältnis, damit nichts springt; lazy, eager oder auto; der erste Block der Seite lädt sein Bild mit hoher Priorität.'],
  ['Link', 'Nur http(s), mailto, tel und Pfade dieser Website; ein neuer Tab immer mit rel="noopener noreferrer" und einem Hinweis für Screenreader.'],
  ['Einbettung', 'Video-Einbettung, Magazin und Rahmen laden erst nach einem Klick; bis dahin sagt ein Hinweis, wer die Daten erhält. Ist der Anbieter nicht erreichbar, ein Hinweis mit Link dorthin.'],
  ['Video', 'Eigene Dateien mit Standbild und Abspielknopf; selbst abspielend nur stumm und nie bei «Bewegung reduzieren».'],
  ['Slider', 'Mehrere Einträge werden zum Slider mit Knöpfen und Punkten; Swiper lädt erst dann.'],
  ['Inhaltsfenster', 'Ein Knopf kann statt seines Links ein Fenster von 800 px mit eigenem Inhalt öffnen; Escape schliesst es.'],
  ['Grössen', 'Dateigrössen in Schritten von 1024 mit zwei Nachkommastellen bis YB, in den Ziffern der Sprache.'],
]

const SHARED_PARTS_TITLE = { de: 'Gemeinsame Teile', fr: 'Éléments communs', it: 'Parti comuni', en: 'Shared parts' }

const sharedPartsSection = (context: CmsContext) =>
  section(translator(context)(SHARED_PARTS_TITLE), `<dl${germanLang(context)}>${SHARED_PARTS.map(([name, text]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(text)}</dd>`).join('')}</dl>`, 'shared-parts')

/** The catalogue's page of content blocks. */
export const CONTENT_BLOCKS_PATH = '/katalog/inhaltsbloecke'
const CONTENT_BLOCKS_TITLE = { de: 'Inhaltsblöcke', fr: 'Blocs de contenu', it: 'Blocchi di contenuto', en: 'Content blocks' }

const areaPart = (area: Area): CataloguePart => ({
  path: `/katalog/${area}`,
  area,
  subject: { de: area, fr: area, it: area, en: area },
  heading: { de: `Bereich ${area}`, fr: `Domaine ${area}`, it: `Area ${area}`, en: `Area ${area}` },
  id: `area-${area}`,
  holds: () => true,
})

/**
 * A page per area, and the tools area's content blocks on one of their own: together with the tools they made the
 * site's longest page (some 77 screens), and they show the same to every visitor, so the end-to-end crawl visits
 * their page once, signed out (test/e2e/site-pages.ts).
 */
const PARTS: readonly CataloguePart[] = AREAS.flatMap((area) =>
  area === 'tools'
    ? [
        { ...areaPart(area), holds: (name) => !CONTENT_BLOCKS.has(name) },
        { path: CONTENT_BLOCKS_PATH, area, subject: CONTENT_BLOCKS_TITLE, heading: CONTENT_BLOCKS_TITLE, id: 'content-blocks', holds: (name) => CONTENT_BLOCKS.has(name), intro: sharedPartsSection },
      ]
    : [areaPart(area)],
)

const widgetsOf = (part: CataloguePart, context: CmsContext) => Object.keys(context.widgets).filter((name) => name.startsWith(`${part.area}/`) && part.holds(name))

/**
 * The block catalogue's overview (docs/cms-integration.md "Block catalogue"): every widget by area with what it
 * is, each linking to its entry on the area's page. One page per area keeps each page a short visit as the
 * widgets grow (the end-to-end crawl scans every page with axe, which covers every example).
 */
export const cataloguePage: PageDefinition = {
  path: '/katalog',
  title: CATALOGUE_TITLE,
  description: {
    de: 'Jedes Widget mit seinen Beispielen und der Tabelle seiner Props, nach Bereich geordnet: die Auswahl für Redakteurinnen und Redakteure.',
    fr: 'Chaque widget avec ses exemples et le tableau de ses props, classé par domaine\u00a0: le choix proposé aux rédactrices et aux rédacteurs.',
    it: 'Ogni widget con i suoi esempi e la tabella delle sue props, ordinato per area: la scelta per le redattrici e i redattori.',
    en: 'Every widget with its examples and the table of its props, ordered by area: the choice for editors.',
  },
  group: 'widgets',
  body: (context) => {
    const t = translator(context)
    const names = Object.keys(context.widgets)
    const schemaFile = '<code>/vue/widgets.schema.json</code>'
    const intro = t({
      de: `${names.length} Widgets. Die Props jedes Widgets beschreibt auch ${schemaFile} (JSON Schema).`,
      fr: `${names.length} widgets. Les props de chaque widget sont aussi décrites dans ${schemaFile} (JSON Schema).`,
      it: `${names.length} widget. Le props di ogni widget sono descritte anche in ${schemaFile} (JSON Schema).`,
      en: `${names.length} widgets. ${schemaFile} (JSON Schema) also describes the props of every widget.`,
    })
    const entry = (part: CataloguePart, name: string) =>
      `<li><a href="${part.path}#${idOf(name)}"><code>${escapeHtml(name)}</code></a><span${germanLang(context)}>: ${escapeHtml(context.widgets[name]?.description ?? '')}</span></li>`
    return (
      `<p>${intro}</p>` +
      PARTS.filter((part) => widgetsOf(part, context).length > 0)
        .map((part) => section(t(part.heading), `<ul class="cms-widget-index">${widgetsOf(part, context).map((name) => entry(part, name)).join('')}</ul>`, part.id))
        .join('')
    )
  },
}

/** A page of the catalogue: each of its widgets with its props table and every named example live. */
const cataloguePartPage = (part: CataloguePart): PageDefinition => ({
  path: part.path,
  title: {
    de: `Block-Katalog: ${part.subject.de}`,
    fr: `Catalogue des blocs\u00a0: ${part.subject.fr}`,
    it: `Catalogo dei blocchi: ${part.subject.it}`,
    en: `Block catalogue: ${part.subject.en}`,
  },
  description: part.heading,
  breadcrumbs: [{ label: CATALOGUE_TITLE, path: cataloguePage.path }],
  body: (context) => {
    const t = translator(context)
    const names = widgetsOf(part, context)
    if (names.length === 0) return `<p>${t({ de: 'In diesem Bereich gibt es noch keine Widgets.', fr: 'Ce domaine n’a pas encore de widgets.', it: 'Quest’area non ha ancora widget.', en: 'This area has no widgets yet.' })}</p>`
    const tocLabel = t({ de: 'Widgets auf dieser Seite', fr: 'Widgets de cette page', it: 'Widget di questa pagina', en: 'Widgets on this page' })
    const toc = `<nav aria-label="${escapeHtml(tocLabel)}"><ul>${names.map((name) => `<li><a href="#${idOf(name)}">${escapeHtml(name)}</a></li>`).join('')}</ul></nav>`
    return toc + (part.intro?.(context) ?? '') + section(t(part.heading), names.map((name) => widgetEntry(name, context.widgets[name] ?? {}, context)).join('\n'), part.id)
  },
})

export const catalogueAreaPages = PARTS.map(cataloguePartPage)

/** The address of each page of the catalogue, with the area whose widgets it shows. */
export const CATALOGUE_AREA_PAGES: readonly { readonly path: string; readonly area: Area }[] = PARTS.map(({ path, area }) => ({ path, area }))
