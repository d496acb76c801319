import * as v from 'valibot'
import { emailAddress } from '@/src/lib/email-schema'
import { address } from '@/src/lib/schema-parts'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { CheckoutConfirmation } from './checkout-confirmation'
import { orderNumberSchema } from '@/src/lib/order-number'

const text = (max: number, description: string) => v.optional(v.pipe(v.string(), v.regex(/\S/, 'must not be blank'), v.maxLength(max), v.description(description)))

// spec 2 §3 "Checkout contact: department, image, nameFirst, nameLast, function, tel, email".
const contact = v.object({
  department: text(100, 'Abteilung, z. B. «Verkaufsinnendienst».'),
  image: v.optional(
    v.pipe(
      v.object({
        fallback: v.pipe(address, v.regex(/\S/, 'must not be blank')),
        alt: v.optional(v.pipe(v.string(), v.maxLength(200))),
        srcset: v.optional(v.pipe(address)),
      }),
      v.description('Porträt (fallback: Bildadresse, alt: Alternativtext; ohne alt schmückend, da der Name daneben steht), quadratisch gezeigt.'),
    ),
  ),
  nameFirst: v.pipe(v.string(), v.regex(/\S/, 'must not be blank'), v.maxLength(100), v.description('Vorname.')),
  nameLast: v.pipe(v.string(), v.regex(/\S/, 'must not be blank'), v.maxLength(100), v.description('Nachname.')),
  function: text(100, 'Funktion, z. B. «Kundenberaterin».'),
  tel: v.optional(v.pipe(v.string(), v.regex(/^\+?[\d\s()/.-]{3,30}$/, 'expected a phone number'), v.description('Telefonnummer, als tel:-Link gezeigt.'))),
  email: v.optional(v.pipe(emailAddress, v.description('E-Mail-Adresse, als mailto:-Link gezeigt.'))),
})

const props = v.object({
  title: text(200, 'Titel; ohne Angabe «Vielen Dank für Ihre Bestellung» in der Sprache der Seite.'),
  text: text(2000, 'Bestätigungstext, reiner Text; ohne Angabe ein Standardtext in der Sprache der Seite.'),
  subline: text(300, 'Unterzeile; ohne Angabe «Ihre Bestellnummer: …», sofern die Bestellnummer bekannt ist.'),
  orderNumber: v.optional(
    v.pipe(orderNumberSchema, v.description('Die Bestellnummer; ohne Angabe liest die Seite sie aus dem Parameter «order» ihrer Adresse (…/bestaetigung?order=4500012001).')),
  ),
  contact: v.optional(v.pipe(contact, v.description('Optionale Kontaktperson (Dokument 2 §3): department, image, nameFirst, nameLast, function, tel, email.'))),
  buttonText: text(100, 'Text der Schaltfläche zur Startseite (session.urls.homepageUrl); ohne Angabe «Zur Startseite».'),
  headingLevel: v.optional(v.pipe(v.picklist([1, 2]), v.description('Gliederungsstufe des Titels (1 oder 2); die Kontaktperson steht eine Stufe tiefer.')), 2),
})

/** Props of the checkout-confirmation widget: what its component receives, checked and with defaults. */
export type CheckoutConfirmationProps = PropsOf<typeof props>

/** The contact block's props (spec 2 §3 checkout contact). */
export type CheckoutContact = NonNullable<CheckoutConfirmationProps['contact']>

export default defineWidget({
  description:
    'Bestätigungsseite nach dem Absenden einer Bestellung (Dokument 2 §2.8): Titel, Bestätigungstext, Unterzeile mit der Bestellnummer, optional eine Kontaktperson mit Telefon und E-Mail, und eine Schaltfläche zur Startseite.',
  props,
  component: CheckoutConfirmation,
  examples: {
    standard: {},
    withContact: {
      orderNumber: '4500012001',
      contact: {
        department: 'Verkaufsinnendienst',
        nameFirst: 'Sandra',
        nameLast: 'Meier',
        function: 'Kundenberaterin',
        tel: '+41 44 555 01 23',
        email: 'sandra.meier@example.ch',
      },
    },
  },
  // Measured 3.3 KB: no requests, no libraries beyond the kit.
  budgetKb: 5,
})
