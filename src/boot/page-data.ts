import { isLocale } from '@/i18n/locales'
import { capDepth, capText, capTree } from '@/src/lib/cap'
import { isRecord, oneOf } from '@/src/lib/guards'
import type { ReportingConfig } from '@/src/reporting/report'
import type { UserData } from '@/store/account'
import { sessionDefaults, THEMES, type FeatureFlag, type Session } from '@/store/session'

/** A person's name is shown in a sentence ("Angemeldet als …"): longer ones are cut. */
export const NAME_MAX_LENGTH = 100
/** Session texts and addresses are cut here; an address is never longer, and texts are sentences. */
export const SESSION_TEXT_MAX_LENGTH = 2000

const text = (value: unknown, max = NAME_MAX_LENGTH): string => (typeof value === 'string' ? capText(value, max) : '')

/** What the CMS puts into `<script type="application/json" id="page-data">` (docs/cms-integration.md "Page data"). */
export type PageData = {
  session: Session
  user: UserData | null
  /** Named API addresses overriding the defaults (api/addresses.ts). */
  api: Record<string, unknown>
  reporting: ReportingConfig
  /** Shown on load; they expire after 6 s (spec 1 §4). Unchecked here: api/messages.ts checks them when they are shown. */
  notifications: unknown[]
  /** The CMS's edit view: broken blocks show what is wrong instead of nothing (docs/cms-integration.md "Editor preview"). */
  editor: boolean
}

export class PageDataError extends Error {
  override name = 'PageDataError'
}

/** spec 2 §2.2: product lines and CMS pages, then two levels below them. */
export const NAVIGATION_LEVELS = 3
/**
 * The deepest page data we read (`session.navigation` with its three levels is the deepest legitimate
 * part, at 8): anything deeper is left out before the data is looked at, so a 2 000-level object can
 * overflow no stack, in our code or a library's.
 */
export const PAGE_DATA_MAX_DEPTH = 10

/**
 * Other spellings of a feature flag, read as the flag itself: spec 2 §1 writes hideMenuWhenLoggedOut
 * HIDE_MENU_WHEN_LOGGED_OUT in the navigation. Widgets ask for the one name (selectHasFeature).
 */
const FEATURE_ALIASES: Readonly<Record<string, FeatureFlag>> = { HIDE_MENU_WHEN_LOGGED_OUT: 'hideMenuWhenLoggedOut' }

const featureName = (flag: unknown): unknown => (typeof flag === 'string' && Object.hasOwn(FEATURE_ALIASES, flag) ? FEATURE_ALIASES[flag] : flag)

const sameKind = (value: unknown, model: unknown) =>
  Array.isArray(model) ? Array.isArray(value) : isRecord(model) ? isRecord(value) : typeof value === typeof model

/**
 * Every known session field of the right kind, defaults for the rest: a page with a partial or
 * malformed session still boots with what it has.
 */
export function normalizeSession(raw: unknown): Session {
  const input = isRecord(raw) ? raw : {}
  const session: Record<string, unknown> = { ...sessionDefaults }
  for (const [key, model] of Object.entries(sessionDefaults)) {
    const value = input[key]
    if (sameKind(value, model)) session[key] = typeof value === 'string' ? capText(value, SESSION_TEXT_MAX_LENGTH) : value
  }
  const counts = isRecord(input.cartCounts) ? input.cartCounts : {}
  session.cartCounts = {
    b2c: typeof counts.b2c === 'number' ? counts.b2c : 0,
    b2b: typeof counts.b2b === 'number' ? counts.b2b : 0,
  }
  session.features = [...new Set((session.features as unknown[]).map(featureName))]
  // spec 2 §2.2: the main navigation has three levels; deeper ones are never rendered or walked.
  session.navigation = capTree((session.navigation as unknown[]).filter(isRecord), 'pages', NAVIGATION_LEVELS)
  session.productLines = capTree((session.productLines as unknown[]).filter(isRecord), 'pages', NAVIGATION_LEVELS)
  session.theme = oneOf(THEMES, input.theme, sessionDefaults.theme)
  session.language = isLocale(input.language) ? input.language : sessionDefaults.language
  return session as Session
}

function normalizeUser(raw: unknown): UserData | null {
  if (!isRecord(raw) || !isRecord(raw.user)) return null
  const retailer = isRecord(raw.retailerMode) ? raw.retailerMode : {}
  const user = raw.user
  return {
    user: {
      firstName: text(user.firstName),
      lastName: text(user.lastName),
      customerId: text(user.customerId),
      name: text(user.name),
      type: user.type === 'employee' ? 'employee' : 'customer',
      options: { showContactSelector: isRecord(user.options) && user.options.showContactSelector === true },
      ...(user.consumer === true ? { consumer: true } : {}),
    },
    selectedContact: isRecord(raw.selectedContact) ? (raw.selectedContact as UserData['selectedContact']) : null,
    contactPerson: isRecord(raw.contactPerson) ? (raw.contactPerson as UserData['contactPerson']) : null,
    availableContacts: Array.isArray(raw.availableContacts) ? (raw.availableContacts.filter(isRecord) as UserData['availableContacts']) : [],
    retailerMode: { available: retailer.available === true, enabled: retailer.enabled === true },
  }
}

export const emptyPageData = (): PageData => ({
  session: sessionDefaults,
  user: null,
  api: {},
  reporting: {},
  notifications: [],
  editor: false,
})

/** Turns parsed page data into the checked shape the store is seeded with. */
export function normalizePageData(raw: unknown): PageData {
  if (!isRecord(raw)) return emptyPageData()
  const reporting = isRecord(raw.reporting) ? raw.reporting : {}
  return {
    session: normalizeSession(raw.session),
    user: normalizeUser(raw.user),
    api: isRecord(raw.api) ? raw.api : {},
    reporting: {
      ...(typeof reporting.dsn === 'string' && reporting.dsn ? { dsn: reporting.dsn } : {}),
      ...(typeof reporting.environment === 'string' ? { environment: reporting.environment } : {}),
      ...(typeof reporting.release === 'string' ? { release: reporting.release } : {}),
    },
    notifications: Array.isArray(raw.notifications) ? raw.notifications : [],
    editor: raw.editor === true,
  }
}

/**
 * Reads `#page-data`. A missing element is a page without data; bad JSON is reported as a problem
 * while the page still boots on defaults.
 */
export function readPageData(doc: Document = document): { data: PageData; problem?: PageDataError } {
  const text = doc.getElementById('page-data')?.textContent
  if (!text?.trim()) return { data: emptyPageData() }
  try {
    return { data: normalizePageData(capDepth(JSON.parse(text), PAGE_DATA_MAX_DEPTH)) }
  } catch (error) {
    return {
      data: emptyPageData(),
      problem: new PageDataError(`#page-data is not valid JSON (${error instanceof Error ? error.message : String(error)})`),
    }
  }
}
