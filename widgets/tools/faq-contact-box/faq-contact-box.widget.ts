import * as v from 'valibot'
import { blockLink, blockText, headingLevel, imageUrl } from '@/src/lib/content-schemas'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@/src/lib/email'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { FaqContactBox } from './faq-contact-box'

const props = v.object({
  title: blockText(120, 'Titel, etwa «Ihre Frage war nicht dabei?».'),
  level: headingLevel(2),
  text: v.optional(blockText(400, 'Ein bis zwei Sätze über der Ansprechperson.')),
  person: v.optional(
    v.pipe(
      v.object({
        name: blockText(80, 'Vor- und Nachname.'),
        role: v.optional(blockText(80, 'Funktion, etwa «Anwendungstechnikerin».')),
        department: v.optional(blockText(80, 'Abteilung.')),
        phone: v.optional(v.pipe(v.string(), v.regex(/^\+?[\d\s()/.-]{3,30}$/, 'must be a phone number: digits, spaces, + ( ) / . -'), v.description('Telefonnummer, wie sie dasteht.'))),
        email: v.optional(v.pipe(v.string(), v.regex(EMAIL_PATTERN, 'must be an e-mail address'), v.maxLength(EMAIL_MAX_LENGTH), v.description('E-Mail-Adresse.'))),
        image: v.optional(v.pipe(imageUrl, v.description('Porträt, quadratisch; es erscheint 96 px gross und rund.'))),
        imageAlt: v.optional(blockText(200, 'Was das Porträt zeigt; ohne Angabe ist es Zierde, der Name daneben sagt, wen es zeigt.')),
      }),
      v.description('Die Ansprechperson (Dokument 2 §3 contact person).'),
    ),
  ),
  link: v.optional(v.pipe(blockLink, v.description('Ein Knopf, etwa zum Kontaktformular.'))),
})

/** Props of the FAQ contact box: what its component receives, checked and with defaults. */
export type FaqContactBoxProps = PropsOf<typeof props>

/** The catalogue's examples, also the tests' props. */
export const FAQ_CONTACT_BOX_EXAMPLES = {
  advice: {
    title: 'Ihre Frage war nicht dabei?',
    text: 'Unsere Anwendungstechnik antwortet innert eines Arbeitstages.',
    person: {
      name: 'Andrea Keller',
      role: 'Anwendungstechnikerin',
      department: 'Technische Beratung',
      phone: '+41 52 208 30 40',
      email: 'beratung@schmierstoffe.example',
      image: '/media/team-480.jpg',
      imageAlt: 'Andrea Keller',
    },
    link: { href: '/kontakt', text: 'Zum Kontaktformular' },
  },
  // The longest realistic texts, without a portrait and without the button.
  longest: {
    title: 'Sie haben eine Frage zu Freigaben, Mischbarkeit oder Lagerung, die hier nicht beantwortet wird?',
    level: 3,
    text: 'Schreiben oder rufen Sie uns an: Unsere Anwendungstechnikerinnen und -techniker kennen die Freigaben der Fahrzeug- und Maschinenhersteller und sagen Ihnen, welches Öl Ihre Garantie erhält.',
    person: {
      name: 'Dr. Marie-Louise Brunner-Baumgartner',
      role: 'Leiterin Anwendungstechnik Industrie und Landwirtschaft',
      department: 'Forschung und Entwicklung, Winterthur',
      phone: '+41 52 208 30 41',
      email: 'marie-louise.brunner-baumgartner@schmierstoffe.example',
    },
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Kontaktkasten am Ende der häufigen Fragen: Titel, Text, die Ansprechperson mit Telefon und E-Mail und ein Knopf zum Kontaktformular (Dokument 2 §2.10, §3).',
  props,
  component: FaqContactBox,
  examples: FAQ_CONTACT_BOX_EXAMPLES,
  budgetKb: 6,
})
