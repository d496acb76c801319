import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import type { AppStore } from '@/store/index'

/**
 * What every island gets: the page's one store. The one i18next instance needs no provider:
 * react-i18next's hooks find it (i18n/index.ts registers it), so i18next stays out of the entry.
 */
export function IslandProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>
}
