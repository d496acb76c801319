/**
 * «Wissen» built from content blocks (spec 2 §2.10): what the articles are, every knowledge article of the catalogue
 * (test/mocks/db/documents.ts CONTENT_PAGES) as a teaser list per topic (knowledge-topics.ts) with its picture, and
 * whom to ask when a question is not answered.
 */
import type { Locale } from '@/i18n/locales'
import { CONTENT_PAGES } from '@/test/mocks/db/documents'
import { demoImage } from '../../media/index'
import { blockMarker } from '../../widget-markup'
import { KNOWLEDGE_TOPICS, sceneOf, topicOf } from './knowledge-topics'

/** Each topic with its articles, in the catalogue's order; a topic without articles is left out. */
const sections = KNOWLEDGE_TOPICS.map((topic) => ({ topic, articles: CONTENT_PAGES.filter((article) => topicOf(article) === topic) })).filter(({ articles }) => articles.length > 0)

/** The blocks of the knowledge overview, each with its fallback in `locale`. */
export function knowledgeBlocks(locale: Locale): string {
  return [
    blockMarker(
      'tools/text-image',
      {
        title: 'Schmierstoffwissen aus unserer Anwendungstechnik',
        html:
          '<p>Unsere Anwendungstechnikerinnen und -techniker beantworten jedes Jahr Tausende Fragen aus Werkstätten, Flotten und Industrie. Die häufigsten haben wir hier aufgeschrieben: von der Viskosität über Freigaben und Kühlmittel bis zur Lagerung und Entsorgung.</p>' +
          '<p>Jeder Artikel nennt die passenden Broschüren und Datenblätter zum Herunterladen.</p>',
        image: demoImage('labor'),
        ratio: '8-4',
        first: true,
      },
      locale,
      { hydrate: 'load' },
    ),
    ...sections.map(({ topic, articles }, index) =>
      blockMarker(
        'tools/teaser-list',
        {
          title: topic.title,
          // Gray behind every second topic, so the lists read as groups.
          background: index % 2 === 0 ? 'white' : 'gray',
          items: articles.map((article) => ({ image: demoImage(sceneOf(article)), title: article.title, text: article.text, link: { href: article.url, text: 'Artikel lesen' } })),
        },
        locale,
      ),
    ),
    blockMarker(
      'tools/faq-contact-box',
      {
        title: 'Ihre Frage war nicht dabei?',
        text: 'Unsere Anwendungstechnik antwortet innert eines Arbeitstages, auch zu Schmierstoffen anderer Hersteller.',
        person: { name: 'Marco Bernasconi', role: 'Anwendungstechniker', department: 'Technische Beratung', phone: '+41 52 208 30 41', email: 'beratung@schmierstoffe.example' },
        link: { href: '/service/technische-beratung', text: 'Zur technischen Beratung' },
      },
      locale,
    ),
  ].join('\n')
}
