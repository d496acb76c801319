import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { Provider } from 'react-redux'
import { i18n } from '@/i18n/index'
import type { AppStore } from '@/store/index'

/** What every island gets: the page's one store and one i18n instance. */
export function IslandProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </Provider>
  )
}
