import { fallbackHtml } from '../widget-markup'
import { marker, section } from '../html'
import { translator, type Text } from '../texts'
import type { PageDefinition } from './types'

const intro = `<h2>Motorenöle für jede Anforderung</h2>
<p>Unsere <strong>vollsynthetischen Motorenöle</strong> schützen moderne Benzin- und Dieselmotoren auch bei hohen Temperaturen.
Sie erfüllen die Freigaben der grossen Fahrzeughersteller und verlängern die Ölwechselintervalle.</p>
<ul><li>Viskositäten 0W-20 bis 15W-40</li><li>Freigaben VW 504 00/507 00, MB 229.51, BMW LL-04</li><li>Hergestellt in der Schweiz</li></ul>
<p>Mehr dazu im <a href="/oelfinder">Ölfinder</a> oder im <a href="https://www.example.ch/datenblatt.pdf" target="_blank">technischen Datenblatt</a>.</p>`

const table = `<h3>Technische Daten</h3>
<table><thead><tr><th scope="col">Kennwert</th><th scope="col">Wert</th><th scope="col">Norm</th></tr></thead>
<tbody><tr><td>Dichte bei 15 °C</td><td>0.852 g/cm³</td><td>DIN 51757</td></tr>
<tr><td>Viskosität bei 40 °C</td><td>68.4 mm²/s</td><td>DIN 51562</td></tr>
<tr><td>Flammpunkt</td><td>232 °C</td><td>DIN ISO 2592</td></tr></tbody></table>`

const gear = '<p>Getriebeöle für Schalt- und Automatikgetriebe, Achsen und Verteilergetriebe.</p>'
const coolant = '<p>Kühlerschutz bis −38 °C, silikat- und nitritfrei.</p>'

const width = (value: string): Text => ({ de: `Breite ${value}`, fr: `Largeur ${value}`, it: `Larghezza ${value}`, en: `Width ${value}` })

/**
 * tools/rich-text (spec 2 §2.10): the four widths, links, lists and a table. Like a real CMS, the page
 * renders each block's text as fallback markup too, so the page reads before the island mounts and
 * nothing shifts when it does (docs/cms-integration.md "Fallback markup"). The 33 block also carries a form and a
 * script in its props, which the island removes.
 */
export const richTextPage: PageDefinition = {
  path: '/rich-text',
  title: { de: 'Rich Text', fr: 'Texte enrichi', it: 'Testo formattato', en: 'Rich text' },
  description: {
    de: 'tools/rich-text: bereinigtes HTML aus dem CMS in den Breiten default, 66, 50 und 33.',
    fr: 'tools/rich-text\u00a0: HTML nettoyé venant du CMS dans les largeurs default, 66, 50 et 33.',
    it: 'tools/rich-text: HTML ripulito proveniente dal CMS nelle larghezze default, 66, 50 e 33.',
    en: 'tools/rich-text: sanitised HTML from the CMS in the widths default, 66, 50 and 33.',
  },
  group: 'widgets',
  body: (context) => {
    const t = translator(context)
    return (
      section(t({ de: 'Volle Breite', fr: 'Pleine largeur', it: 'Larghezza piena', en: 'Full width' }), marker('tools/rich-text', { html: intro }, { propsIn: 'script', fallback: fallbackHtml('tools/rich-text', { html: intro }, context.locale) })) +
      section(t(width('66')), marker('tools/rich-text', { html: table, width: '66' }, { fallback: fallbackHtml('tools/rich-text', { html: table, width: '66' }, context.locale) })) +
      section(t(width('50')), marker('tools/rich-text', { html: gear, width: '50' }, { fallback: fallbackHtml('tools/rich-text', { html: gear, width: '50' }, context.locale) })) +
      section(
        t(width('33')),
        marker('tools/rich-text', { html: `${coolant}<form><input name="x"></form><script>alert(1)</script>`, width: '33' }, { fallback: fallbackHtml('tools/rich-text', { html: coolant, width: '33' }, context.locale) }),
      )
    )
  },
}
