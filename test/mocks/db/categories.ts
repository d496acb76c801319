/**
 * The product category tree of the mock catalogue (docs/simulated-cms.md "The mock catalogue"): the shape of a
 * lubricants maker's range, three levels. The catalogue (catalogue.ts) files products under the leaves, the search page
 * filters by it, and the main navigation's product lines are its first two levels (navigation.ts). Ids are stable: they
 * travel in addresses (`categories[]=…`). Every category has a page at `categoryUrl(path)`.
 */

export type CategorySeed = { id: string; slug: string; name: string; children?: CategorySeed[] }

const leaf = (id: string, slug: string, name: string): CategorySeed => ({ id, slug, name })

export const CATEGORIES: CategorySeed[] = [
  {
    id: 'c-motor',
    slug: 'motorenoele',
    name: 'Motorenöle',
    children: [
      {
        id: 'c-motor-pkw',
        slug: 'pkw',
        name: 'PKW-Motorenöle',
        children: [
          leaf('c-motor-pkw-0w20', '0w-20', 'SAE 0W-20'),
          leaf('c-motor-pkw-0w30', '0w-30', 'SAE 0W-30'),
          leaf('c-motor-pkw-5w30', '5w-30', 'SAE 5W-30'),
          leaf('c-motor-pkw-5w40', '5w-40', 'SAE 5W-40'),
          leaf('c-motor-pkw-10w40', '10w-40', 'SAE 10W-40'),
        ],
      },
      {
        id: 'c-motor-nfz',
        slug: 'nutzfahrzeuge',
        name: 'Nutzfahrzeug-Motorenöle',
        children: [
          leaf('c-motor-nfz-5w30', '5w-30', 'SAE 5W-30'),
          leaf('c-motor-nfz-10w40', '10w-40', 'SAE 10W-40'),
          leaf('c-motor-nfz-15w40', '15w-40', 'SAE 15W-40'),
        ],
      },
      {
        id: 'c-motor-moto',
        slug: 'motorrad',
        name: 'Motorradöle',
        children: [leaf('c-motor-moto-10w40', '10w-40', 'SAE 10W-40'), leaf('c-motor-moto-20w50', '20w-50', 'SAE 20W-50')],
      },
    ],
  },
  {
    id: 'c-gear',
    slug: 'getriebeoele',
    name: 'Getriebeöle',
    children: [
      {
        id: 'c-gear-vehicle',
        slug: 'fahrzeuggetriebe',
        name: 'Fahrzeuggetriebeöle',
        children: [leaf('c-gear-vehicle-manual', 'schaltgetriebe', 'Schaltgetriebe'), leaf('c-gear-vehicle-atf', 'atf', 'Automatikgetriebe (ATF)')],
      },
      {
        id: 'c-gear-industry',
        slug: 'industriegetriebe',
        name: 'Industriegetriebeöle',
        children: [leaf('c-gear-industry-clp', 'clp', 'CLP-Getriebeöle'), leaf('c-gear-industry-synth', 'synthetisch', 'Synthetische Getriebeöle')],
      },
    ],
  },
  {
    id: 'c-hydraulic',
    slug: 'hydraulikoele',
    name: 'Hydrauliköle',
    children: [
      { id: 'c-hydraulic-hlp', slug: 'hlp', name: 'HLP-Hydrauliköle', children: [leaf('c-hydraulic-hlp-zinc', 'zinkhaltig', 'Zinkhaltig'), leaf('c-hydraulic-hlp-zincfree', 'zinkfrei', 'Zinkfrei')] },
      { id: 'c-hydraulic-hvlp', slug: 'hvlp', name: 'HVLP-Hydrauliköle' },
      { id: 'c-hydraulic-bio', slug: 'biologisch', name: 'Biologisch abbaubare Hydrauliköle' },
    ],
  },
  {
    id: 'c-grease',
    slug: 'schmierfette',
    name: 'Schmierfette',
    children: [
      { id: 'c-grease-lithium', slug: 'lithium', name: 'Lithiumfette' },
      { id: 'c-grease-complex', slug: 'komplexfette', name: 'Komplexfette' },
      { id: 'c-grease-special', slug: 'spezialfette', name: 'Spezialfette', children: [leaf('c-grease-special-heat', 'hochtemperatur', 'Hochtemperaturfette'), leaf('c-grease-special-food', 'lebensmittel', 'Lebensmitteltaugliche Fette')] },
    ],
  },
  {
    id: 'c-coolant',
    slug: 'kuehlmittel',
    name: 'Kühlmittel',
    children: [
      { id: 'c-coolant-concentrate', slug: 'konzentrate', name: 'Kühlerschutz-Konzentrate' },
      { id: 'c-coolant-ready', slug: 'gebrauchsfertig', name: 'Gebrauchsfertige Kühlmittel' },
    ],
  },
  {
    id: 'c-metal',
    slug: 'metallbearbeitung',
    name: 'Metallbearbeitungsflüssigkeiten',
    children: [
      { id: 'c-metal-water', slug: 'wassermischbar', name: 'Wassermischbare Kühlschmierstoffe' },
      { id: 'c-metal-cutting', slug: 'schneidoele', name: 'Schneidöle' },
      { id: 'c-metal-corrosion', slug: 'korrosionsschutz', name: 'Korrosionsschutz' },
    ],
  },
  {
    id: 'c-industry',
    slug: 'industrieoele',
    name: 'Industrieöle',
    children: [
      { id: 'c-industry-compressor', slug: 'kompressorenoele', name: 'Kompressorenöle' },
      { id: 'c-industry-turbine', slug: 'turbinenoele', name: 'Turbinenöle' },
      { id: 'c-industry-heat', slug: 'waermetraegeroele', name: 'Wärmeträgeröle' },
      { id: 'c-industry-slideway', slug: 'gleitbahnoele', name: 'Gleitbahnöle' },
    ],
  },
]

/** Where a category's page lives: `/produkte/motorenoele/pkw/5w-30` for the slugs from the top down. */
export const categoryUrl = (slugs: readonly string[]): string => `/produkte/${slugs.join('/')}`

/** Every category with the slugs and names of its path from the top, depth first. */
export function walkCategories(categories: readonly CategorySeed[] = CATEGORIES, path: readonly CategorySeed[] = []): { category: CategorySeed; path: CategorySeed[] }[] {
  return categories.flatMap((category) => {
    const here = [...path, category]
    return [{ category, path: here }, ...walkCategories(category.children ?? [], here)]
  })
}
