import * as v from 'valibot'
import { linkHref, linkTarget } from '@/src/lib/content-schemas'
import { emailAddress } from '@/src/lib/email-schema'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { Footer } from './footer'
import { SOCIAL_NETWORKS } from './social-networks'

/** Caps: six columns fit the widest grid; twelve links are as many as a column can show and be read. */
export const MAX_COLUMNS = 6
export const MAX_LINKS_PER_COLUMN = 12

const NOT_BLANK = /\S/
const text = (max: number, description: string) => v.pipe(v.string(), v.regex(NOT_BLANK, 'must not be blank'), v.maxLength(max), v.description(description))

const link = v.object({
  label: text(100, 'Linktext.'),
  href: linkHref,
  target: linkTarget,
})

const column = v.object({
  title: text(60, 'Überschrift der Spalte; auf dem Telefon der Knopf, der die Spalte aufklappt.'),
  links: v.pipe(v.array(link), v.minLength(1), v.maxLength(MAX_LINKS_PER_COLUMN), v.description(`Die Links der Spalte, 1 bis ${MAX_LINKS_PER_COLUMN}.`)),
})

const contact = v.object({
  title: v.optional(text(60, 'Überschrift des Kontaktblocks; ohne Angabe «Kontakt» in der Sprache der Seite.')),
  company: text(120, 'Firmenname; nennt auch die Social-Media-Links («Schmierstoffe AG auf LinkedIn»).'),
  addressLines: v.optional(v.pipe(v.array(text(120, 'Eine Adresszeile.')), v.maxLength(5), v.description('Adresse, eine Zeile je Eintrag (Strasse, PLZ und Ort, Land).')), []),
  phone: v.optional(v.pipe(v.string(), v.regex(/^\+?[\d\s()./-]{5,30}$/, 'must be a phone number'), v.description('Telefonnummer wie angezeigt (+41 52 208 30 00); wird als tel:-Link angeboten.'))),
  email: v.optional(v.pipe(emailAddress, v.description('E-Mail-Adresse; wird als mailto:-Link angeboten.'))),
  openingHours: v.optional(v.pipe(v.array(text(120, 'Eine Zeile der Öffnungszeiten.')), v.maxLength(4), v.description('Öffnungszeiten, eine Zeile je Eintrag (Mo–Fr 7.30–17.00 Uhr).')), []),
})

const socialLink = v.object({
  network: v.pipe(v.picklist(SOCIAL_NETWORKS), v.description('Das Netzwerk; bestimmt Symbol und Namen.')),
  href: v.pipe(v.string(), v.regex(/^https:\/\//, 'must be an https:// address'), v.maxLength(2000), v.description('Adresse des Firmenprofils; öffnet in einem neuen Tab.')),
})

const props = v.object({
  columns: v.optional(
    v.pipe(v.array(column), v.maxLength(MAX_COLUMNS), v.description(`Linkspalten (höchstens ${MAX_COLUMNS}); auf dem Telefon und Tablet aufklappbar, ab 1024 px nebeneinander.`)),
    [],
  ),
  contact: v.optional(v.pipe(contact, v.description('Kontaktblock: Firma, Adresse, Telefon, E-Mail, Öffnungszeiten.'))),
  socialTitle: v.optional(text(60, 'Überschrift über den Social-Media-Links; ohne Angabe «Folgen Sie uns» in der Sprache der Seite.')),
  socialLinks: v.optional(v.pipe(v.array(socialLink), v.maxLength(SOCIAL_NETWORKS.length), v.description('Social-Media-Links als Symbole; sie öffnen in einem neuen Tab.')), []),
  legalLinks: v.optional(v.pipe(v.array(link), v.maxLength(8), v.description('Rechtliche Links in der untersten Zeile: Impressum, Datenschutz, AGB, Cookie-Einstellungen.')), []),
  copyright: v.optional(text(200, 'Copyright-Zeile, z. B. «© 2026 Schmierstoffe AG».')),
  languageSwitcher: v.optional(v.pipe(v.boolean(), v.description('Die Sprach- und Länderwahl (dieselbe wie in der Kopfzeile) in der untersten Zeile zeigen.')), true),
})

/** Props of the footer widget: what its component receives, checked and with defaults. */
export type FooterProps = PropsOf<typeof props>

const company = 'Schmierstoffe AG'

export default defineWidget({
  description:
    'Fusszeile des Shops: Linkspalten, Kontakt mit Adresse, Telefon, E-Mail und Öffnungszeiten, Social-Media-Links, rechtliche Links, Copyright und die Sprach- und Länderwahl. Auf dem Telefon klappen die Spalten auf, ab 1024 px stehen sie nebeneinander.',
  props,
  component: Footer,
  examples: {
    complete: {
      columns: [
        {
          title: 'Sortiment',
          links: [
            { label: 'Motorenöle', href: '/produkte/motorenoele' },
            { label: 'Getriebeöle', href: '/produkte/getriebeoele' },
            { label: 'Schmierfette', href: '/produkte/schmierfette' },
          ],
        },
        {
          title: 'Beratung',
          links: [
            { label: 'Ölfinder', href: '/oelfinder' },
            { label: 'Kontakt', href: '/kontakt' },
          ],
        },
      ],
      contact: {
        company,
        addressLines: ['Industriestrasse 12', '8404 Winterthur', 'Schweiz'],
        phone: '+41 52 208 30 00',
        email: 'info@schmierstoffe.ch',
        openingHours: ['Mo–Fr 7.30–12.00 und 13.15–17.00 Uhr'],
      },
      socialLinks: [
        { network: 'linkedin', href: 'https://www.linkedin.com/company/schmierstoffe-ag' },
        { network: 'youtube', href: 'https://www.youtube.com/@schmierstoffe-ag' },
      ],
      legalLinks: [
        { label: 'Impressum', href: '/impressum' },
        { label: 'Datenschutz', href: '/datenschutz' },
      ],
      copyright: `© 2026 ${company}`,
    },
    minimal: {
      legalLinks: [
        { label: 'Impressum', href: '/impressum' },
        { label: 'AGB', href: '/agb' },
      ],
      copyright: `© 2026 ${company}`,
      languageSwitcher: false,
    },
  },
  // 10.0 KB measured: the outside-pointer hook it shares with the header and the slider's neighbours is a chunk of its own.
  budgetKb: 11,
})
