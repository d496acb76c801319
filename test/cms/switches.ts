/**
 * The switcher of the simulated CMS: `?locale=…&tenant=…&theme=…&user=…&features=…&scenario=…` on any URL.
 * Good values are remembered in cookies (the scenario is applied to the requester's shop), then the clean URL
 * is loaded, in the chosen language's own (`/rich-text?locale=fr-CH` loads `/fr-ch/rich-text`, language-paths.ts),
 * so old `?locale=` links still lead to their language. A value the CMS does not know changes nothing; the next
 * page says so and lists the values it knows (notices.ts), instead of a cookie silently holding something every
 * page ignores.
 */
import { isLocale, LOCALES } from '@/i18n/locales'
import { isRecord } from '@/src/lib/guards'
import { THEMES } from '@/store/session'
import { userCookie } from '@/test/mocks/db/index'
import { DEMO_USERS } from '@/test/mocks/db/users'
import { applyScenario, isScenarioName, SCENARIOS } from '@/test/mocks/scenarios'
import { shopOfCookieHeader } from '@/test/mocks/shops'
import { COOKIES, FEATURE_FLAGS, parseCookies, TENANTS } from './context'
import { languagePath, readLanguagePath } from './language-paths'
import { localPath } from './request-target'

export const SWITCHES = ['locale', 'tenant', 'theme', 'user', 'features', 'scenario'] as const
export type SwitchName = (typeof SWITCHES)[number]

/** The `?user=` value that signs out (an empty value does too). */
const ANONYMOUS = 'anonymous'

/** Every value each switch takes, for the notice; `features` takes any comma-separated choice of its flags. */
export const VALID_VALUES: Record<SwitchName, readonly string[]> = {
  locale: LOCALES,
  tenant: Object.keys(TENANTS),
  theme: THEMES,
  user: [ANONYMOUS, ...DEMO_USERS.map((user) => user.username)],
  features: FEATURE_FLAGS,
  scenario: Object.keys(SCENARIOS),
}

const isOneOf = (values: readonly string[], value: string) => values.includes(value)

/** A switch's value as it is stored, or undefined when the switch does not take it. */
const ACCEPT: Record<SwitchName, (value: string) => string | undefined> = {
  locale: (value) => (isLocale(value) ? value : undefined),
  tenant: (value) => (Object.hasOwn(TENANTS, value) ? value : undefined),
  theme: (value) => (isOneOf(THEMES, value) ? value : undefined),
  // Usernames are e-mail addresses, compared as a login compares them (db/index.ts findAccount).
  user: (value) => {
    const username = value.trim().toLowerCase()
    if (username === '') return ANONYMOUS
    return isOneOf(VALID_VALUES.user, username) ? username : undefined
  },
  features: (value) => {
    const flags = value.split(',').map((flag) => flag.trim()).filter((flag) => flag !== '')
    return flags.every((flag) => isOneOf(FEATURE_FLAGS, flag)) ? flags.join(',') : undefined
  },
  scenario: (value) => (isScenarioName(value) ? value : undefined),
}

/** A switch value the CMS refused, as the notice shows it. */
export type Refused = { name: SwitchName; value: string }

/** What an address asks the switcher for: the values it takes (as stored) and those it refuses. */
export type SwitchRequest = { accepted: Partial<Record<SwitchName, string>>; refused: Refused[] }

// Enough to recognise a typo, little enough for a cookie (six switches stay far below 4 KB).
const SHOWN_LENGTH = 80

/** The switches an address asks for, or undefined when it asks for none (a plain page request). */
export function readSwitches(params: URLSearchParams): SwitchRequest | undefined {
  const asked = SWITCHES.filter((name) => params.has(name))
  if (asked.length === 0) return undefined
  const request: SwitchRequest = { accepted: {}, refused: [] }
  for (const name of asked) {
    const value = params.get(name) ?? ''
    const stored = ACCEPT[name](value)
    if (stored === undefined) request.refused.push({ name, value: value.slice(0, SHOWN_LENGTH) })
    else request.accepted[name] = stored
  }
  return request
}

const isSwitchName = (name: unknown): name is SwitchName => typeof name === 'string' && isOneOf(SWITCHES, name)

/** The refused values the previous switch left for this page to show; none when the cookie is missing or not ours. */
export function readRefused(cookieHeader: string | undefined): Refused[] {
  const raw = parseCookies(cookieHeader)[COOKIES.notice]
  if (raw === undefined) return []
  try {
    const list: unknown = JSON.parse(raw)
    if (!Array.isArray(list)) return []
    return list.flatMap((item: unknown) =>
      isRecord(item) && isSwitchName(item.name) && typeof item.value === 'string' ? [{ name: item.name, value: item.value.slice(0, SHOWN_LENGTH) }] : [],
    )
  } catch {
    return []
  }
}

// HttpOnly: only the CMS reads it. A minute is ample for the redirect that follows; the page that shows it clears it.
const noticeCookie = (refused: Refused[]) => `${COOKIES.notice}=${encodeURIComponent(JSON.stringify(refused))}; Path=/; Max-Age=60; SameSite=Lax; HttpOnly`

/** Clears the notice once a page has shown it. */
export const CLEAR_NOTICE = `${COOKIES.notice}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly`

const remember = (name: string, value: string) => `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`

/**
 * Carries out a switch request: the cookies to set (the accepted choices, and the notice when a value was
 * refused) and the URL to load next: the same page without the switches, in the chosen language, written so
 * that it can only lead to this origin (`//a//evil.example/x?locale=de-CH` goes to `/a//evil.example/x`). `cookieHeader` names
 * the requester's shop, which a scenario is applied to.
 */
export function applySwitches(url: URL, request: SwitchRequest, cookieHeader: string): { location: string; cookies: string[] } {
  const { accepted, refused } = request
  const cookies: string[] = []
  if (accepted.locale !== undefined) cookies.push(remember(COOKIES.locale, accepted.locale))
  if (accepted.tenant !== undefined) cookies.push(remember(COOKIES.tenant, accepted.tenant))
  if (accepted.theme !== undefined) cookies.push(remember(COOKIES.theme, accepted.theme))
  if (accepted.features !== undefined) cookies.push(remember(COOKIES.features, accepted.features))
  if (accepted.user !== undefined) cookies.push(userCookie(accepted.user === ANONYMOUS ? null : accepted.user))
  if (accepted.scenario !== undefined) applyScenario(accepted.scenario, shopOfCookieHeader(cookieHeader))
  if (refused.length > 0) cookies.push(noticeCookie(refused))
  const clean = new URL(url)
  for (const name of SWITCHES) clean.searchParams.delete(name)
  // The page the switch was asked on, in the language chosen now or else the one its URL is in.
  const { locale, path } = readLanguagePath(localPath(clean.pathname))
  const language = LOCALES.find((code) => code === accepted.locale) ?? locale
  return { location: `${languagePath(language, path)}${clean.search}`, cookies }
}
