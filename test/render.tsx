import { render, waitFor, type RenderOptions } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { apiHooks, connectApi } from '@/api/connect'
import { AREAS, type Area } from '@/src/boot/areas'
import type { Runtime } from '@/src/boot/runtime'
import { startPage } from '@/src/boot/start-page'
import type { Registry, WidgetLoader } from '@/src/boot/types'
import type { AnyWidget } from '@/src/widget/define-widget'
import { IslandProviders } from '@/src/providers/island-providers'
import { makeStore, type AppStore, type PreloadedState } from '@/store/index'
import { registry as realRegistry } from '@/widgets/registry'
import { jsonForScript, marker, type MarkerOptions, type WidgetName } from './cms/html'
import { sessionFor, USER_COOKIE, userDataFor } from './mocks/db/index'
import { applyScenario, type ScenarioName } from './mocks/scenarios'
import type { WidgetInputs } from './widget-inputs.gen'

type Options = { preloadedState?: PreloadedState; store?: AppStore } & Omit<RenderOptions, 'wrapper'>

/**
 * Renders UI inside the real providers: a fresh store (or the one given); test/setup.ts has loaded the
 * German strings. Returns the store so a test can read what the user's actions did, plus a userEvent session.
 */
export function renderWithProviders(ui: ReactElement, { preloadedState, store = makeStore(preloadedState), ...options }: Options = {}) {
  return {
    store,
    user: userEvent.setup(),
    ...render(ui, { wrapper: ({ children }) => <IslandProviders store={store}>{children}</IslandProviders>, ...options }),
  }
}

/** A registry for runtime tests: the given widgets (declarations, or loaders to break on purpose) in each of `areas`. */
export function testRegistry(widgets: Record<string, AnyWidget | WidgetLoader>, areas: readonly Area[] = AREAS): Registry {
  const loaders = Object.fromEntries(
    Object.entries(widgets).map(([name, widget]) => [name, typeof widget === 'function' ? widget : () => Promise.resolve({ default: widget })]),
  )
  return Object.fromEntries(AREAS.map((area) => [area, areas.includes(area) ? loaders : {}])) as Registry
}

/** The `#page-data` element as the CMS writes it. */
export const pageDataScript = (pageData: unknown) => `<script type="application/json" id="page-data">${jsonForScript(pageData)}</script>`

const pages: { runtime: Runtime }[] = []

/**
 * Runs the real page start-up (page data, store, runtime, singletons) over `html` written into the
 * body, with the given registry (the real one by default). Resolves once every island has settled.
 */
export async function mountPage(html: string, registry: Registry = realRegistry) {
  document.body.innerHTML = html
  // The runtime renders on its own schedule, as in a browser, not inside act().
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
  const page = startPage(() => Promise.resolve(registry))
  pages.push(page)
  await settleIslands()
  return { ...page, user: userEvent.setup() }
}

/** Page data a test adds to (or puts in place of) what the CMS would render for the user. */
export type PageDataInput = { session?: Record<string, unknown>; user?: unknown; [field: string]: unknown }

export type RenderWidgetOptions = {
  pageData?: PageDataInput
  /** A demo user (test/mocks/db/users.ts) who is signed in: the page data the CMS renders for them, and their cookie on every call. */
  user?: string
  /** A backend scenario of test/mocks/scenarios.ts for the whole test. */
  scenario?: ScenarioName
  /** Marker attributes; hydrate is `load` unless given. */
  marker?: MarkerOptions
}

/**
 * Renders one widget the way a CMS page places it, through the real runtime, store, strings and mock
 * backend: `renderWidget('tools/rich-text', { html: '<p>…</p>' }, { user: 'kunde@example.ch' })`.
 * Props are type-checked against the widget's declaration. Returns the page, its marker and userEvent.
 */
export async function renderWidget<N extends WidgetName>(name: N, props: WidgetInputs[N], options: RenderWidgetOptions = {}) {
  const { pageData = {}, user, scenario } = options
  if (scenario) applyScenario(scenario)
  if (user) document.cookie = `${USER_COOKIE}=${encodeURIComponent(user)}; path=/`
  const data = {
    ...pageData,
    session: { ...(user ? sessionFor(user) : {}), ...pageData.session },
    user: 'user' in pageData ? pageData.user : userDataFor(user ?? null),
  }
  const page = await mountPage(pageDataScript(data) + marker(name, props, { hydrate: 'load', ...options.marker }))
  return { ...page, el: document.querySelector<HTMLElement>('[data-component]')! }
}

// How long islands may take to settle. The first island of a test file waits for Vite to transform its
// widget, axios and the lazy chunks, which on a busy machine takes longer than waitFor's 1 s default:
// that default, not the code under test, made login-form.test.tsx fail now and then.
const SETTLE_TIMEOUT_MS = 15_000

/** Waits until no marker is pending: each has mounted or failed. */
export async function settleIslands() {
  await waitFor(() => expect(document.querySelector('[data-island="pending"]')).toBeNull(), { timeout: SETTLE_TIMEOUT_MS })
}

/**
 * Records where the page is sent (a server's redirect, a reload) in place of the page's navigate, which is
 * window.location.assign and does nothing in jsdom. Call it after the page started: the start connects its own hooks.
 */
export function recordNavigation() {
  const navigate = vi.fn<(url: string) => void>()
  connectApi({ ...apiHooks(), navigate })
  return navigate
}

/** Unmounts every page mountPage started (test/setup.ts calls it after each test). */
export function destroyPages() {
  for (const page of pages.splice(0)) page.runtime.destroy()
  document.body.innerHTML = ''
  document.cookie = `${USER_COOKIE}=; path=/; max-age=0`
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
}
