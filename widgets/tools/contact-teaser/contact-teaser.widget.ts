import * as v from 'valibot'
import { BUTTON_COMPLETE, contactTeaserEntries, isButtonComplete } from '@/src/ui/contact-teaser/contact-teaser-props'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { examplePicture } from '@/src/widget/example-picture'
import { ContactTeaserBlock } from './contact-teaser'

const props = v.pipe(v.object(contactTeaserEntries), v.check((teaser) => isButtonComplete(teaser), BUTTON_COMPLETE))

/** Props of the contact teaser: what its component receives, checked and with defaults. */
export type ContactTeaserProps = PropsOf<typeof props>


/** The catalogue's examples, also the tests' props. */
export const CONTACT_TEASER_EXAMPLES = {
  advice: {
    title: 'Fragen zur Schmierung?',
    teaserContent: 'Unsere Anwendungstechniker helfen bei der Wahl des Öls, bei Umstellungen und bei Schäden.',
    phoneLink: { value: '+41 52 208 30 00', label: '052 208 30 00' },
    buttonText: 'Zum Kontaktformular',
    link: { href: '/service/technische-beratung' },
    image: examplePicture('team', 'Das Team der Anwendungstechnik', 640),
  },
  // The longest realistic texts: a list, across from 768 px with a phone's own cut, the footer text.
  longest: {
    title: 'Technische Beratung für Industrie, Landwirtschaft, Bau und Transport in allen Landessprachen',
    level: 3,
    teaserContent: [
      'Schmierpläne für ganze Maschinenparks, erstellt vor Ort',
      'Ölanalysen mit Befund und Empfehlung innert fünf Arbeitstagen',
      'Umstellung auf biologisch abbaubare Hydrauliköle',
      'Schulungen für Werkstätten und Instandhaltung',
    ],
    phoneLink: { value: '+41 52 208 30 40', label: 'Hotline Anwendungstechnik: 052 208 30 40' },
    buttonText: 'Beratung anfragen',
    link: { href: 'https://beratung.schmierstoffe.example/termin', title: 'Terminbuchung', target: '_blank' },
    footerText: 'Montag bis Freitag, 7.00 bis 17.00 Uhr; am Samstag für Notfälle der Landwirtschaft von 8.00 bis 12.00 Uhr.',
    image: examplePicture('werkstatt', 'Anwendungstechniker erklärt einem Mechaniker den Schmierplan', 640),
    mobileImage: examplePicture('werkstatt', 'Anwendungstechniker erklärt einem Mechaniker den Schmierplan', 640),
    isLandscape: true,
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Kontakt-Teaser: Bild (mit eigenem Ausschnitt für Telefone), Titel, Text oder Liste, Telefonnummer als Link, Knopf und Fusstext; hoch oder quer (Dokument 2 §2.10, §3).',
  props,
  component: ContactTeaserBlock,
  examples: CONTACT_TEASER_EXAMPLES,
  budgetKb: 8,
})
