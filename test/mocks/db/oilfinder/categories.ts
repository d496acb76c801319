/**
 * The oil finder's vehicle categories (spec 1 §3 categories; docs/simulated-cms.md "The oil finder's data"): ids, the
 * icon the finder draws, and the name in the four languages of the CMS.
 */
import type { CategoryIcon } from '@/api/oilfinder'
import type { Text } from '@/test/cms/texts'

export type OilCategory = { id: string; icon: CategoryIcon; name: Text }

export const OIL_CATEGORIES: readonly OilCategory[] = [
  { id: 'pkw', icon: 'car', name: { de: 'Personenwagen', fr: 'Voitures de tourisme', it: 'Automobili', en: 'Passenger cars' } },
  { id: 'motorrad', icon: 'motorcycle', name: { de: 'Motorräder', fr: 'Motos', it: 'Moto', en: 'Motorcycles' } },
  { id: 'nfz', icon: 'truck', name: { de: 'Lastwagen und Lieferwagen', fr: 'Camions et utilitaires', it: 'Autocarri e furgoni', en: 'Trucks and vans' } },
  { id: 'landwirtschaft', icon: 'agriculture', name: { de: 'Traktoren und Landmaschinen', fr: 'Tracteurs et machines agricoles', it: 'Trattori e macchine agricole', en: 'Tractors and farm machinery' } },
  { id: 'bau', icon: 'construction', name: { de: 'Baumaschinen', fr: 'Engins de chantier', it: 'Macchine edili', en: 'Construction machinery' } },
  { id: 'marine', icon: 'marine', name: { de: 'Boote und Aussenbordmotoren', fr: 'Bateaux et moteurs hors-bord', it: 'Barche e motori fuoribordo', en: 'Boats and outboard engines' } },
]

const byId = new Map(OIL_CATEGORIES.map((category) => [category.id, category]))
export const oilCategory = (id: string): OilCategory | undefined => byId.get(id)
