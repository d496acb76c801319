import * as v from 'valibot'
import { oilfinderId } from '@/api/oilfinder-names'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { OilFinder } from './oil-finder'
import { PLATE_COUNTRIES } from './plate-lookup'

const props = v.object({
  headingLevel: v.optional(
    v.pipe(
      v.picklist([2, 3]),
      v.description('Gliederungsstufe der Überschrift des Schritts («Fahrzeugkategorie wählen», «Marke wählen» …), 2 oder 3; Suche, Kontrollschild und Schnellzugriff stehen eine Stufe tiefer.'),
    ),
    2,
  ),
  categories: v.optional(
    v.pipe(
      v.array(oilfinderId),
      v.maxLength(20),
      v.description('Nur diese Fahrzeugkategorien anbieten (ihre ids aus getCategories, z. B. pkw, motorrad); leer: alle, die das Backend nennt.'),
    ),
    [],
  ),
  initialCategory: v.optional(
    v.pipe(
      v.union([v.literal(''), oilfinderId]),
      v.description('Mit dieser Kategorie beginnen (gleich beim Schritt «Marke wählen»); die Kategorie lässt sich in der Auswahl ändern. Leer: beim Schritt «Fahrzeugkategorie wählen» beginnen.'),
    ),
    '',
  ),
  searchShown: v.optional(v.pipe(v.boolean(), v.description('Die Suche nach Fahrzeug (Freitext, ab 3 Zeichen) beim Schritt «Marke wählen» zeigen.')), true),
  plateCountries: v.optional(
    v.pipe(
      v.array(v.picklist(PLATE_COUNTRIES)),
      v.maxLength(PLATE_COUNTRIES.length),
      v.description('Die Länder, deren Kontrollschild beim ersten Schritt gesucht werden kann (CH, DE); leer: keine Suche nach Kontrollschild.'),
    ),
    ['CH', 'DE'],
  ),
})

/** Props of the oil finder: what its component receives, checked and with defaults. */
export type OilFinderProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Ölfinder (Dokument 1 §1, §2, §3, §7): Fahrzeugkategorie, Marke (mit Logo), Modell und Typ wählen, dann die Produktempfehlung. Jeder Schritt hat seine eigene Adresse (Zurück, Neuladen und geteilte Links landen beim selben Schritt); die gewählten Schritte stehen als Auswahl darüber und lassen sich ändern. Dazu die Suche nach Fahrzeug, die Suche nach Kontrollschild (CH, DE) und der Schnellzugriff auf gespeicherte und zuletzt angesehene Fahrzeuge. Stehen mehrere Ölfinder auf einer Seite, führt der erste die Adresse; die weiteren merken sich ihre Schritte selbst.',
  props,
  component: OilFinder,
  examples: {
    standard: {},
    cars: { categories: ['pkw', 'motorrad'], initialCategory: 'pkw', plateCountries: ['CH'] },
    compact: { headingLevel: 3, searchShown: false, plateCountries: [] },
  },
  // Measured 38.8 KB: axios and the request helper (about 24), the steps, trail, search, plate and quick access with the
  // oilfinder family and the answers' schemas (valibot), the shared parts (skeleton, retry, button, address helpers).
  // The recommendation is a chunk of its own, loaded at the last step.
  budgetKb: 41,
})
