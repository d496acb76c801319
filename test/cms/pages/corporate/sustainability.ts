/**
 * «Nachhaltigkeit» built from content blocks (spec 2 §2.10): the rail logistics as the page's wide teaser (its picture the
 * largest paint), the report and the climate partnership side by side, the topics below as a teaser list, the latest
 * news about it, and whom to ask.
 */
import type { Locale } from '@/i18n/locales'
import { demoImage } from '../../media/index'
import { blockMarker } from '../../widget-markup'

/** The blocks of the sustainability page, each with its fallback in `locale`. */
export function sustainabilityBlocks(locale: Locale): string {
  return [
    blockMarker(
      'tools/content-teaser',
      {
        image: demoImage('alpen-panorama'),
        label: 'Nachhaltigkeit',
        title: 'Bis 2030 die Hälfte unserer Lieferungen auf der Schiene',
        text: 'Seit 2024 fahren unsere Kesselwagen von Winterthur nach Lausanne und Lugano. Das spart jedes Jahr rund 1 200 Tonnen CO₂.',
        link: { href: '/unternehmen/nachhaltigkeit/umwelt', text: 'Mehr zu Umwelt und Logistik' },
        first: true,
      },
      locale,
      { hydrate: 'load' },
    ),
    blockMarker(
      'tools/two-column-teaser',
      {
        variant: 'button',
        items: [
          {
            image: demoImage('windpark'),
            label: 'Bericht',
            title: 'Nachhaltigkeitsbericht 2025',
            text: 'Energie, Wasser, Verpackung und Transport in Zahlen, und was wir bis 2030 erreichen wollen.',
            link: { href: '/downloads', text: 'Zum Bericht' },
          },
          {
            image: demoImage('labor'),
            title: 'Biologisch abbaubare Schmierstoffe',
            text: 'Hydrauliköle und Kettenöle für Forst, Landwirtschaft und Gewässer, nach EU Ecolabel.',
            link: { href: '/wissen/hydraulikoel-hlp-hvlp-oder-hees', text: 'HLP, HVLP oder HEES?' },
          },
        ],
      },
      locale,
    ),
    blockMarker(
      'tools/teaser-list',
      {
        title: 'Unsere Themen',
        background: 'gray',
        items: [
          { image: demoImage('werk'), title: 'Umwelt', text: 'Strom aus Wasser- und Windkraft, Regenwasser für die Kühlung, Abwärme für das Bürogebäude.', link: { href: '/unternehmen/nachhaltigkeit/umwelt', text: 'Umwelt' } },
          { image: demoImage('lager'), title: 'Zertifizierungen', text: 'ISO 9001, ISO 14001 und ISO 50001 für alle Werke, jährlich geprüft.', link: { href: '/unternehmen/nachhaltigkeit/zertifizierungen', text: 'Zertifizierungen' } },
          { image: demoImage('kanister'), title: 'Verpackung', text: 'Kanister aus 50 % Rezyklat, Fässer im Pfandkreislauf, Container zum Nachfüllen.', link: { href: '/unternehmen/standorte', text: 'Rücknahme an unseren Standorten' }, label: 'Neu' },
        ],
      },
      locale,
    ),
    // The latest news about it: one large teaser and two small ones (news/news-teaser, news/small-news-teaser).
    blockMarker(
      'news/news-teaser',
      {
        article: {
          id: 'news-118',
          title: 'Erster Kesselwagen nach Lugano',
          subtitle: 'Seit Oktober fahren unsere Schmierstoffe auch ins Tessin auf der Schiene.',
          date: '2026-10-14',
          link: { href: '/unternehmen/nachhaltigkeit/umwelt' },
          image: demoImage('alpen-panorama'),
          topics: [
            { id: 'umwelt', name: 'Umwelt' },
            { id: 'industrie', name: 'Industrie' },
            { id: 'logistik', name: 'Logistik' },
          ],
        },
      },
      locale,
    ),
    blockMarker(
      'news/small-news-teaser',
      {
        article: {
          id: 'news-112',
          title: 'ISO 50001 für alle Werke bestätigt',
          date: '2026-06-03',
          link: { href: '/unternehmen/nachhaltigkeit/zertifizierungen' },
          image: demoImage('werk'),
          topics: [{ id: 'umwelt', name: 'Umwelt' }],
        },
      },
      locale,
    ),
    blockMarker(
      'news/small-news-teaser',
      {
        variant: 'product',
        article: {
          id: 'news-109',
          title: 'Kanister aus 50 % Rezyklat',
          subtitle: 'Alle 5- und 20-Liter-Kanister jetzt aus wiederverwertetem Kunststoff.',
          date: '2026-03-18',
          link: { href: '/downloads' },
          image: demoImage('kanister'),
          topics: [
            { id: 'umwelt', name: 'Umwelt' },
            { id: 'verpackung', name: 'Verpackung' },
          ],
        },
      },
      locale,
    ),
    blockMarker(
      'tools/compact-contact-teaser',
      {
        title: 'Fragen zur Nachhaltigkeit',
        teaserContent: 'Claudia Brunner, unsere Umweltbeauftragte, beantwortet Ihre Fragen zu Bericht, Zertifikaten und Rücknahme.',
        phoneLink: { value: '+41 52 208 30 30', label: '052 208 30 30' },
        image: { ...demoImage('team'), alt: 'Claudia Brunner, Umweltbeauftragte' },
      },
      locale,
    ),
  ].join('\n')
}
