import * as v from 'valibot'
import { CAPTCHA_PROVIDERS } from '@/src/lib/captcha/provider-names'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { ProductRating } from './product-rating'

const props = v.object({
  product: v.pipe(
    v.string(),
    v.minLength(1),
    v.maxLength(60),
    v.description('Das bewertete Produkt: seine ID im Katalog (z. B. p-10-4111) oder seine Artikelnummer; wird als «product» mit der Bewertung gesendet.'),
  ),
  productName: v.optional(v.pipe(v.string(), v.maxLength(200), v.description('Name des Produkts: benennt das Formular für Screenreader («Bewertung für …»).'))),
  average: v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(5), v.description('Bisherige Durchschnittsbewertung, 1 bis 5 Sterne (auf halbe Sterne gerundet angezeigt); ohne Angabe keine.'))),
  count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.description('Anzahl der bisherigen Bewertungen; 0 zeigt «Noch keine Bewertungen», ohne Angabe keine Zusammenfassung.'))),
  captchaProvider: v.optional(
    v.pipe(
      v.picklist(CAPTCHA_PROVIDERS),
      v.description(
        'Anbieter der Sicherheitsprüfung vor dem Senden; den Websiteschlüssel liefert die Sitzung (session.captchaSiteKey). «test» nur für Tests und die Demo: Sein Token lehnt ein echter Server ab.',
      ),
    ),
    'friendly-captcha',
  ),
})

/** Props of the product-rating widget: what its component receives, checked and with defaults. */
export type ProductRatingProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Bewertung und Kommentar zu einem Produkt (Dokument 1 §5, Dokument 2 §5): Name, E-Mail und Nachricht, optional 1 bis 5 Sterne; vor dem Senden läuft eine Sicherheitsprüfung. Das Formular öffnet sich mit «Bewertung schreiben» und schliesst sich 3 Sekunden nach dem Dank.',
  props,
  component: ProductRating,
  examples: {
    withRatings: { product: 'p-10-4114', productName: 'Motoröl Synth 0W-20 LL-17 FE', average: 4.5, count: 19, captchaProvider: 'test' },
    noRatingsYet: { product: 'p-10-4111', productName: 'Motoröl Synth 0W-20 C5', count: 0, captchaProvider: 'test' },
    formOnly: { product: 'p-10-4117' },
  },
  // Measured 42.8 KB: the forms' shared react-hook-form, axios and the request helper are most of it; the
  // widget's own code with the captcha adapters is 5.7 KB. A provider's script loads only when sending.
  budgetKb: 45,
})
