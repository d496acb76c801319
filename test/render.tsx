import { render, type RenderOptions } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { IslandProviders } from '@/src/providers/island-providers'
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
