/**
 * The contact teaser of spec 2 §3 (title, teaserContent as a string or a list of texts, buttonText, link, image,
 * mobileImage, footerText, phoneLink with value and label, isLandscape), as the contact teaser and the compact contact
 * teaser accept it: one schema for both blocks.
 */
import * as v from 'valibot'
import { bareLink, blockText, headingLevel } from '@/src/lib/content-schemas'
import { blockImage, imageLoading } from '@/src/lib/image-schemas'

const paragraph = blockText(400, 'Ein Absatz.')

export const contactTeaserEntries = {
  title: blockText(120, 'Titel, etwa «Fragen zur Schmierung?».'),
  level: headingLevel(2),
  teaserContent: v.optional(
    v.pipe(
      v.union([paragraph, v.pipe(v.array(blockText(200, 'Ein Punkt der Liste.')), v.minLength(1), v.maxLength(8))]),
      v.description('Ein Text, oder eine Liste von bis zu 8 Punkten (Dokument 2 §3 teaserContent).'),
    ),
  ),
  phoneLink: v.optional(
    v.pipe(
      v.object({
        value: v.pipe(v.string(), v.regex(/^\+?[\d\s()/.-]{3,30}$/, 'must be a phone number: digits, spaces, + ( ) / . -'), v.description('Die Nummer zum Wählen, etwa «+41 52 260 40 00».')),
        label: blockText(60, 'Wie die Nummer dasteht, etwa «052 260 40 00» oder «Hotline».'),
      }),
      v.description('Eine Telefonnummer als Link (tel:).'),
    ),
  ),
  buttonText: v.optional(blockText(60, 'Text des Knopfs; mit link.')),
  link: v.optional(v.pipe(bareLink, v.description('Wohin der Knopf führt, etwa zum Kontaktformular.'))),
  footerText: v.optional(blockText(200, 'Kleiner Text am Fuss, etwa die Erreichbarkeit.')),
  image: v.optional(v.pipe(blockImage, v.description('Bild, etwa der Ansprechperson oder des Teams.'))),
  mobileImage: v.optional(v.pipe(blockImage, v.description('Ein anderer Ausschnitt des Bildes für Telefone (unter 768 px).'))),
  isLandscape: v.optional(v.pipe(v.boolean(), v.description('Quer: das Bild links neben dem Text ab 768 px; sonst über dem Text.')), false),
  loading: imageLoading,
}

/** The teaser's button needs both its text and its target (the blocks' `v.check` across their props). */
export const BUTTON_COMPLETE = 'buttonText and link come together'
export const isButtonComplete = (props: { buttonText?: string | undefined; link?: unknown }) => (props.buttonText === undefined) === (props.link === undefined)

type ContactTeaserObject = v.ObjectSchema<typeof contactTeaserEntries, undefined>
export type ContactTeaserInput = v.InferInput<ContactTeaserObject>
export type ContactTeaserValues = v.InferOutput<ContactTeaserObject>

/** A phone number as a tel: address: digits and a leading plus. */
export const dialOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
