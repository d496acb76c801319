import { SHOP_URLS } from '../page-data'
import { escapeHtml, marker } from '../html'
import { translator } from '../texts'
import { fallbackHtml } from '../widget-markup'
import type { PageDefinition } from './types'

/**
 * oilfinder/oil-finder (spec 1 §1, §2 "Oil finder (steps brand, model, note, recommendation)", §3, §7) at the session's
 * oil finder address (spec 2 §2.2: the navigation's oil finder teaser links here): category, make, model, type and the
 * recommendation, each step at its own address; the plate lookup (Swiss and German test plates of the mock), the
 * search and the quick access.
 */
export const oilFinderPage: PageDefinition = {
  path: SHOP_URLS.oilFinderUrl,
  title: { de: 'Ölfinder', fr: 'Recherche d’huile', it: 'Ricerca olio', en: 'Oil finder' },
  description: {
    de: 'oilfinder/oil-finder: Fahrzeugkategorie, Marke, Modell und Typ wählen, dann die Empfehlung; Suche nach Fahrzeug, Kontrollschild (z. B. ZH 123456) und Schnellzugriff.',
    fr: 'oilfinder/oil-finder\u00a0: choisir la catégorie de véhicule, la marque, le modèle et le type, puis la recommandation\u00a0; recherche de véhicule, plaque d’immatriculation (p. ex. ZH 123456) et accès rapide.',
    it: 'oilfinder/oil-finder: scegliere categoria di veicolo, marca, modello e tipo, poi la raccomandazione; ricerca del veicolo, targa (p. es. ZH 123456) e accesso rapido.',
    en: 'oilfinder/oil-finder: choose the vehicle category, make, model and type, then the recommendation; vehicle search, licence plate (e.g. ZH 123456) and quick access.',
  },
  group: 'widgets',
  body: (context) => {
    const t = translator(context)
    const intro = t({
      de: 'Finden Sie das richtige Öl für Ihr Fahrzeug: Wählen Sie Schritt für Schritt, suchen Sie nach dem Modell oder geben Sie Ihr Kontrollschild ein.',
      fr: 'Trouvez la bonne huile pour votre véhicule\u00a0: choisissez étape par étape, recherchez le modèle ou saisissez votre plaque d’immatriculation.',
      it: 'Trovate l’olio giusto per il vostro veicolo: scegliete passo per passo, cercate il modello o inserite la vostra targa.',
      en: 'Find the right oil for your vehicle: choose step by step, search for the model or enter your licence plate.',
    })
    return `<p>${escapeHtml(intro)}</p>${marker('oilfinder/oil-finder', {}, { hydrate: 'load', fallback: fallbackHtml('oilfinder/oil-finder', {}, context.locale) })}`
  },
}
