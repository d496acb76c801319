/**
 * A knowledge article (`/wissen/…`, test/mocks/db/documents.ts CONTENT_PAGES) built from content blocks (spec 2
 * §2.10): its paragraphs as rich text, for a few articles a table an editor added, then its topic's blocks
 * (knowledge-topics.ts): the topic beside the article's picture, its facts as an icon list, a tip, and the brochure
 * and data sheets to download.
 */
import type { Locale } from '@/i18n/locales'
import type { ContentPage } from '@/test/mocks/db/documents'
import { escapeHtml } from '../../html'
import { demoImage } from '../../media/index'
import { blockMarker } from '../../widget-markup'
import { filesOf, nextOf, sceneOf, topicOf } from './knowledge-topics'
import { listedFile } from './listed-files'

/** A table of three columns: the head row, then the rows (narrow enough for a phone, where a wider one would scroll). */
const table = (caption: string, head: readonly string[], rows: readonly (readonly string[])[]) =>
  `<h2>${caption}</h2><table><thead><tr>${head.map((cell) => `<th scope="col">${cell}</th>`).join('')}</tr></thead>` +
  `<tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</tbody></table>`

/** What an editor added to some articles, after their paragraphs: by the article's address. */
const TABLES: Record<string, string> = {
  '/wissen/viskositaet-einfach-erklaert': table(
    'Die SAE-Klassen im Überblick',
    ['Klasse', 'Pumpfähig bis', 'Viskosität bei 100 °C'],
    [
      ['0W-20', '−40 °C', '6.9 bis 9.3 mm²/s'],
      ['5W-30', '−35 °C', '9.3 bis 12.5 mm²/s'],
      ['5W-40', '−35 °C', '12.5 bis 16.3 mm²/s'],
      ['10W-40', '−30 °C', '12.5 bis 16.3 mm²/s'],
    ],
  ),
  '/wissen/kuehlmittel-richtig-mischen': table(
    'Mischverhältnis und Frostschutz',
    ['Konzentrat zu Wasser', 'Anteil Konzentrat', 'Frostschutz bis'],
    [
      ['1 zu 2', '33 %', '−20 °C'],
      ['2 zu 3', '40 %', '−25 °C'],
      ['1 zu 1', '50 %', '−37 °C'],
    ],
  ),
  '/wissen/hydraulikoel-hlp-hvlp-oder-hees': table(
    'Die Klassen im Vergleich',
    ['Klasse', 'Norm', 'Einsatz'],
    [
      ['HLP', 'DIN 51524-2', 'Stationäre Anlagen in geheizten Hallen'],
      ['HVLP', 'DIN 51524-3', 'Mobile Hydraulik bei Kälte und Hitze'],
      ['HEES', 'ISO 15380', 'Wasserbau, Forst und Landwirtschaft'],
    ],
  ),
}

/** The blocks of `article`'s page, each with its fallback in `locale`. */
export function knowledgeArticleBlocks(article: ContentPage, locale: Locale): string {
  const topic = topicOf(article)
  const extra = TABLES[article.url]
  return [
    // The paragraphs are the article's text, not markup: escaped before they become the rich text's HTML.
    blockMarker('tools/rich-text', { html: article.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') }, locale, { hydrate: 'load' }),
    ...(extra === undefined ? [] : [blockMarker('tools/rich-text', { html: extra, width: '66' }, locale)]),
    blockMarker('tools/text-image', { ...topic.intro, image: demoImage(sceneOf(article)), ratio: '8-4', link: nextOf(topic) }, locale),
    blockMarker('tools/icon-list', { title: 'Das Wichtigste in Kürze', iconColor: 'lightgray', items: topic.facts }, locale),
    blockMarker('tools/good-to-know', topic.tip, locale),
    blockMarker('tools/file-list', { title: 'Unterlagen zum Thema', files: filesOf(topic).map(listedFile) }, locale),
  ].join('\n')
}
