import { fallbackHtml } from '../widget-markup'
import { marker, rawMarker, section } from '../html'
import { translator } from '../texts'
import type { PageDefinition } from './types'

const ok = (text: string, id: string) => marker('tools/rich-text', { html: `<p>${text}</p>` }, { hydrate: 'load', id, fallback: fallbackHtml('tools/rich-text', { html: `<p>${text}</p>` }, 'de') })

/** A page whose broken markers must each be skipped with a warning while every good island mounts. */
export const brokenIslandsPage: PageDefinition = {
  path: '/test/broken-islands',
  title: { de: 'Defekte Inseln', fr: 'Îlots défectueux', it: 'Isole difettose', en: 'Broken islands' },
  description: {
    de: 'Ungültiges JSON, unbekannter Bereich, unbekanntes Widget, "constructor", null statt Props und Props, die das Schema des Widgets ablehnt: die anderen Inseln laufen weiter.',
    fr: 'JSON invalide, domaine inconnu, widget inconnu, "constructor", null au lieu de props et des props que le schéma du widget refuse\u00a0: les autres îlots continuent de fonctionner.',
    it: 'JSON non valido, area sconosciuta, widget sconosciuto, "constructor", null al posto delle props e props che lo schema del widget rifiuta: le altre isole continuano a funzionare.',
    en: 'Invalid JSON, unknown area, unknown widget, "constructor", null instead of props and props the widget’s schema rejects: the other islands keep running.',
  },
  group: 'runtime',
  // The islands' texts are their props (editorial content): German.
  body: (context) =>
    section(
      translator(context)({
        de: 'Fehlerhafte Marker zwischen funktionierenden',
        fr: 'Des marqueurs défectueux entre des marqueurs qui fonctionnent',
        it: 'Marcatori difettosi tra marcatori funzionanti',
        en: 'Broken markers between working ones',
      }),
      ok('Insel 1 funktioniert.', 'good-1') +
        rawMarker({ area: 'tools', widget: 'rich-text', rawProps: '{"html": "<p>kaputt</p>"', hydrate: 'load', id: 'bad-json' }) +
        ok('Insel 2 funktioniert.', 'good-2') +
        rawMarker({ area: 'shop', widget: 'rich-text', props: { html: '<p>x</p>' }, hydrate: 'load', id: 'unknown-area' }) +
        rawMarker({ area: 'tools', widget: 'carousel', props: {}, hydrate: 'load', id: 'unknown-widget' }) +
        rawMarker({ area: 'tools', widget: 'constructor', props: {}, hydrate: 'load', id: 'prototype-key' }) +
        rawMarker({ area: 'tools', widget: 'rich-text', rawProps: 'null', hydrate: 'load', id: 'null-props' }) +
        rawMarker({ area: 'tools', widget: 'rich-text', props: { html: 42, widht: '50' }, hydrate: 'load', id: 'bad-props' }) +
        ok('Insel 3 funktioniert.', 'good-3'),
    ),
}
