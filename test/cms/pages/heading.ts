import { marker, section } from '../html'
import type { PageDefinition } from './types'

/** tools/heading (spec 2 §2.10): levels and an anchor that an in-page link jumps to. */
export const headingPage: PageDefinition = {
  path: '/heading',
  title: 'Überschrift',
  description: 'tools/heading: Überschriften der Stufen 2 bis 4 mit Sprungmarke.',
  group: 'Widgets',
  body: () =>
    section(
      'Inhaltsverzeichnis',
      '<p><a href="#schmierfette">Zu den Schmierfetten</a></p>' +
        marker('tools/heading', { text: 'Motorenöle', level: 2 }, { fallback: '<h2>Motorenöle</h2>' }) +
        marker('tools/heading', { text: 'Leichtlauföle für Personenwagen', level: 3 }, { fallback: '<h3>Leichtlauföle für Personenwagen</h3>' }) +
        marker('tools/heading', { text: 'Nutzfahrzeuge', level: 4 }, { fallback: '<h4>Nutzfahrzeuge</h4>' }) +
        '<div style="height:120vh" aria-hidden="true"></div>' +
        marker('tools/heading', { text: 'Schmierfette', level: 2, anchor: 'schmierfette' }, { fallback: '<h2 id="schmierfette">Schmierfette</h2>' }) +
        '<p>Mehrzweckfette, Hochtemperaturfette und biologisch abbaubare Fette für Landwirtschaft und Bau.</p><div style="height:100vh" aria-hidden="true"></div>',
    ),
}
