/**
 * The password reset links of a mock shop (spec 1 §2, §8): which token resets whose password, until when.
 * The state belongs to the shop's Db (a WeakMap, seeded on first use), so a reset shop starts again from
 * the seed: the demo's three fixed links, one valid, one expired, one unknown.
 */
import type { Db } from '../shops'

/**
 * The demo's fixed links (docs/simulated-cms.md "Password recovery and reset"): the CMS's recovery and reset
 * pages link to each, since the mock sends no e-mail. The valid one resets kunde@example.ch's password
 * once, then is used up like any other; a reset of the shop brings it back.
 */
export const DEMO_RESET_TOKENS = {
  valid: 'demo-link-gueltig',
  expired: 'demo-link-abgelaufen',
  invalid: 'demo-link-ungueltig',
} as const

/** Whose password the demo's valid and expired links are for. */
export const DEMO_RESET_USER = 'kunde@example.ch'

/** How long a link sent by the recovery stays valid. */
export const RESET_LINK_TTL_MS = 24 * 60 * 60 * 1000

/** One link: the account it resets and its expiry (ISO 8601). */
export type ResetLink = { username: string; expiresAt: string }

export type PasswordResets = {
  /** Open links by token; a used link is removed. */
  links: Map<string, ResetLink>
  /** How many links the recovery has issued, for the next token. */
  issued: number
}

// Fixed dates, so the seed is the same on every run: the valid link lasts beyond any demo, the expired
// one ran out the day before the demo's «today» (2026-11-24).
const seed = (): PasswordResets => ({
  links: new Map([
    [DEMO_RESET_TOKENS.valid, { username: DEMO_RESET_USER, expiresAt: '2099-12-31T23:59:59Z' }],
    [DEMO_RESET_TOKENS.expired, { username: DEMO_RESET_USER, expiresAt: '2026-11-23T08:00:00Z' }],
  ]),
  issued: 0,
})

const states = new WeakMap<Db, PasswordResets>()

/** The reset links of a shop's Db, seeded on first use. */
export function passwordResetsOf(db: Db): PasswordResets {
  let state = states.get(db)
  if (!state) {
    state = seed()
    states.set(db, state)
  }
  return state
}

/** What a token stands for now: a link to use, one past its expiry, or none (unknown or used up). */
export type LinkState = { kind: 'valid'; link: ResetLink } | { kind: 'expired' } | { kind: 'invalid' }

export function linkState(resets: PasswordResets, token: string, now: number = Date.now()): LinkState {
  const link = resets.links.get(token)
  if (!link) return { kind: 'invalid' }
  return Date.parse(link.expiresAt) <= now ? { kind: 'expired' } : { kind: 'valid', link }
}

/**
 * Issues a link for `username`, valid for RESET_LINK_TTL_MS, and returns its token. Counted, not random,
 * so tests can follow it; a real backend makes it unguessable.
 */
export function issueResetLink(resets: PasswordResets, username: string, now: number = Date.now()): string {
  resets.issued += 1
  const token = `reset-${String(resets.issued).padStart(4, '0')}-${username.replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 200)
  resets.links.set(token, { username, expiresAt: new Date(now + RESET_LINK_TTL_MS).toISOString() })
  return token
}

/**
 * Uses up every link of `username` still valid: once the password is set, an older e-mail's link no longer
 * works either. Expired ones stay, so they keep saying that they expired.
 */
export function useUpLinks(resets: PasswordResets, username: string, now: number = Date.now()): void {
  for (const [token, link] of resets.links) if (link.username === username && Date.parse(link.expiresAt) > now) resets.links.delete(token)
}
