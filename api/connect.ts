import type { Message } from './envelope'

/**
 * What the API layer needs from the page, passed in by the boot (Shopware's hook bus), so `api/`
 * never imports the store or the UI. Kept apart from client.ts: the boot connects the hooks from the
 * entry chunk, while axios loads only with the first widget that calls the backend.
 */
export type ApiHooks = {
  /** The active locale, sent as the X-Locale header. */
  locale(): string
  /** The tenant, sent as the X-Tenant header. */
  tenant(): string
  /** Show messages that came with a response. */
  notify(messages: Message[]): void
  /** Show the unknown-error notification (spec 1 §8) for a failure that carries no messages. */
  unknownError(): void
  /** Navigate to a same-origin URL already checked by the client. */
  navigate(url: string): void
}

let hooks: ApiHooks = {
  locale: () => document.documentElement.lang || 'de',
  tenant: () => '',
  notify: () => undefined,
  unknownError: () => undefined,
  navigate: (url) => window.location.assign(url),
}

export function connectApi(next: ApiHooks): void {
  hooks = next
}

export const apiHooks = (): ApiHooks => hooks
