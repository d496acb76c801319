import { toMessages, type Message } from '@/api/envelope'
import { isLocale } from '@/i18n/locales'
import { isRecord, oneOf } from '@/src/lib/guards'
import type { ReportingConfig } from '@/src/reporting/report'
import type { UserData } from '@/store/account'
import { sessionDefaults, THEMES, type Session } from '@/store/session'

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** What the CMS puts into `<script type="application/json" id="page-data">` (README: "Page data"). */
export type PageData = {
  session: Session
  user: UserData | null
  /** Named API addresses overriding the defaults (api/addresses.ts). */
  api: Record<string, unknown>
  reporting: ReportingConfig
  /** Shown on load; they expire after 6 s (spec 1 §4). */
  notifications: Message[]
  /** The CMS's edit view: broken blocks show what is wrong instead of nothing (README "Editor preview"). */
  editor: boolean
}

export class PageDataError extends Error {
  override name = 'PageDataError'
}

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
    if (sameKind(input[key], model)) session[key] = input[key]
  }
  const counts = isRecord(input.cartCounts) ? input.cartCounts : {}
  session.cartCounts = {
    b2c: typeof counts.b2c === 'number' ? counts.b2c : 0,
    b2b: typeof counts.b2b === 'number' ? counts.b2b : 0,
  }
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
    notifications: toMessages(raw.notifications),
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
    return { data: normalizePageData(JSON.parse(text)) }
  } catch (error) {
    return {
      data: emptyPageData(),
      problem: new PageDataError(`#page-data is not valid JSON (${error instanceof Error ? error.message : String(error)})`),
    }
  }
}
