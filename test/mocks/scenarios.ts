/**
 * Named backend conditions the simulated CMS switches on with `?scenario=<name>` (STYLE.md, Mocks), so
 * a reviewer can see loading states, the unknown-error text and server messages (spec 1 §8) on any page.
 * A scenario is only data: lasting faults on every /api call.
 */
import type { Fault } from './faults'
import { clearFaults, injectFault } from './faults'
import { DEFAULT_SHOP, getShop } from './shops'

const everyApiCall = { path: '/api/*', times: Infinity } satisfies Fault

const scenarios = {
  none: {
    description: 'Normalbetrieb: keine Störungen',
    faults: [],
  },
  slow: {
    description: 'Langsame Verbindung: jede API-Anfrage wird um 1,5 Sekunden verzögert',
    faults: [{ ...everyApiCall, delayMs: 1500 }],
  },
  offline: {
    description: 'Keine Verbindung: jede API-Anfrage scheitert mit einem Netzwerkfehler',
    faults: [{ ...everyApiCall, network: true }],
  },
  'server-error': {
    description: 'Serverfehler: jede API-Anfrage antwortet 500 ohne Meldungen',
    faults: [{ ...everyApiCall, status: 500 }],
  },
  maintenance: {
    description: 'Wartung: jede API-Anfrage antwortet 503 mit einer Wartungsmeldung',
    faults: [
      {
        ...everyApiCall,
        status: 503,
        messages: [
          {
            type: 'error',
            message: 'Der Shop wird gerade gewartet. Bitte versuchen Sie es in einigen Minuten erneut.',
          },
        ],
      },
    ],
  },
  // spec 1 §8: the tables' calls answer 2xx without their data, so each table shows 'API failure during
  // <family>/<request> request.' and resets to empty (docs/cms-integration.md "Tables").
  'incomplete-tables': {
    description: 'Unvollständige Antworten: die Tabellen (Bestellungen, bestellte Artikel, Verträge, Kunden, Sicherheitsdatenblätter) antworten ohne ihre Daten',
    faults: ['/api/orders/', '/api/article-order-history/', '/api/contracts/*', '/api/customers/list', '/api/safety-data-sheet'].map((path) => ({ method: 'GET', path, status: 200, times: Infinity })),
  },
} satisfies Record<string, { description: string; faults: Fault[] }>

export type ScenarioName = keyof typeof scenarios

/** Every scenario by name, with a German description for the CMS switcher. */
export const SCENARIOS = Object.fromEntries(
  Object.entries(scenarios).map(([name, { description }]) => [name, description]),
) as Record<ScenarioName, string>

/** Whether `name` is a known scenario; `Object.hasOwn`, so '__proto__' or 'constructor' are not. */
export const isScenarioName = (name: string): name is ScenarioName => Object.hasOwn(scenarios, name)

/**
 * Replaces all faults of a shop (default: the `default` shop) with those of the named scenario ('none'
 * just clears them) and records the name on the shop (`scenarioOf`, for the CMS's banner). Replacing, not
 * adding, so the CMS may apply the scenario on every page load. False, and nothing changed, for an unknown name.
 */
export function applyScenario(name: string, shop: string = DEFAULT_SHOP): boolean {
  if (!isScenarioName(name)) return false
  clearFaults(shop)
  for (const fault of scenarios[name].faults) injectFault(fault, shop)
  getShop(shop).scenario = name
  return true
}
