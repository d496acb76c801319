import { render, waitFor, type RenderOptions } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import type { Runtime } from '@/src/boot/runtime'
import { startPage } from '@/src/boot/start-page'
import type { Registry } from '@/src/boot/types'
import { IslandProviders } from '@/src/providers/island-providers'
import { registry as realRegistry } from '@/widgets/registry'
import { makeStore, type AppStore, type PreloadedState } from '@/store/index'

type Options = { preloadedState?: PreloadedState; store?: AppStore } & Omit<RenderOptions, 'wrapper'>

/**
 * Renders UI inside the real providers: a fresh store (or the one given) and the German strings.
 * Returns the store so a test can read what the user's actions did, plus a userEvent session.
 */
export function renderWithProviders(ui: ReactElement, { preloadedState, store = makeStore(preloadedState), ...options }: Options = {}) {
  return {
    store,
    user: userEvent.setup(),
    ...render(ui, { wrapper: ({ children }) => <IslandProviders store={store}>{children}</IslandProviders>, ...options }),
  }
}

const pages: { runtime: Runtime }[] = []

/**
 * Runs the real page start-up (page data, store, runtime, singletons) over `html` written into the
 * body, with the given registry (the real one by default). Resolves once every island has settled.
 */
export async function mountPage(html: string, registry: Registry = realRegistry) {
  document.body.innerHTML = html
  // The runtime renders on its own schedule, as in a browser, not inside act().
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
  const page = startPage(registry)
  pages.push(page)
  await settleIslands()
  return { ...page, user: userEvent.setup() }
}

/** Waits until no marker is pending: each has mounted or failed. */
export async function settleIslands() {
  await waitFor(() => expect(document.querySelector('[data-island="pending"]')).toBeNull())
}

/** Unmounts every page mountPage started (test/setup.ts calls it after each test). */
export function destroyPages() {
  for (const page of pages.splice(0)) page.runtime.destroy()
  document.body.innerHTML = ''
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
}
