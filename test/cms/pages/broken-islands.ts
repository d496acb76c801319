import { marker, rawMarker, section } from '../html'
import type { PageDefinition } from './types'

const ok = (text: string, id: string) => marker('tools/rich-text', { html: `<p>${text}</p>` }, { hydrate: 'load', id })

/** A page whose broken markers must each be skipped with a warning while every good island mounts. */
export const brokenIslandsPage: PageDefinition = {
  path: '/test/broken-islands',
  title: 'Defekte Inseln',
  description: 'Ungültiges JSON, unbekannter Bereich, unbekanntes Widget, "constructor", null statt Props und Props, die das Schema des Widgets ablehnt: die anderen Inseln laufen weiter.',
  group: 'Laufzeit und Fehlerfälle',
  body: () =>
    section(
      'Fehlerhafte Marker zwischen funktionierenden',
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
