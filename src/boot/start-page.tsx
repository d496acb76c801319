import { configureAddresses, connectApi } from '@/api/connect'
import { loadNamespaces, setStringsLocale, translateCommon } from '@/i18n/load'
import { setEditorMode } from '@/src/lib/editor-mode'
import { reportError, initReporting } from '@/src/reporting/report'
import { PageSingletons } from '@/src/singletons/page-singletons'
import { showApiMessages } from '@/src/singletons/notification-host/api-messages'
import { takeStoredNotifications } from '@/src/singletons/notification-host/stored-notifications'
import { accountOf } from '@/store/account'
import { makeStore, type AppStore } from '@/store/index'
import { notificationsShown, PAGE_DATA_NOTIFICATION_DELAY_S } from '@/store/notifications'
import type { Session } from '@/store/session'
import type { Area } from './areas'
import { retryOnce } from './import-widget'
import { readPageData } from './page-data'
import { createRuntime, type Runtime } from './runtime'
import type { Registry } from './types'

declare global {
  interface Window {
    /** For the CMS: `widgets.boot(el)` after inserting markup, `widgets.unmount(el)` before removing it. */
    widgets?: Pick<Runtime, 'boot' | 'unmount'>
  }
}

/** The brand theme and language go on <html>, where the tokens and the screen readers look. */
function applyDocumentSettings(doc: Document, session: Session) {
  doc.documentElement.dataset.theme = session.theme
  doc.documentElement.lang = session.language
}

const showError = (store: AppStore, key: Parameters<typeof translateCommon>[0]) =>
  translateCommon(key).then(
    (message) => store.dispatch(notificationsShown([{ type: 'error', message }])),
    (error: unknown) => reportError(error),
  )

/**
 * spec 1 §4: notifications that come with the page expire after 6 s; spec 1 §8: stored ones are shown
 * once, then removed, and unreadable ones say so. Both are outside input, checked by api/messages.ts,
 * which loads only when there is something to check (most pages have neither).
 */
function showStartupNotifications(store: AppStore, pageMessages: unknown[]) {
  const stored = takeStoredNotifications()
  if (stored.failed) void showError(store, 'errors.storage')
  if (pageMessages.length === 0 && stored.messages.length === 0) return
  import('@/api/messages')
    .then(({ checkMessages }) => {
      const fromPage = checkMessages(pageMessages, 'page-data')
      if (fromPage.length > 0) store.dispatch(notificationsShown(fromPage, PAGE_DATA_NOTIFICATION_DELAY_S))
      const fromStorage = checkMessages(stored.messages, 'storage')
      if (fromStorage.length > 0) store.dispatch(notificationsShown(fromStorage))
    })
    .catch((error: unknown) => reportError(error))
}

/**
 * Brings a CMS page to life: reads #page-data, seeds the one store, applies theme and locale, connects
 * the API hooks, starts error reporting, then boots every island while the registry, the widgets'
 * code and their strings download in parallel.
 */
export function startPage(loadRegistry: () => Promise<Registry>, doc: Document = document) {
  // The benchmark measures island mounting from here (test/bench/mount.ts).
  performance.mark('widgets:start')
  const { data, problem } = readPageData(doc)
  initReporting(data.reporting)
  if (problem) {
    console.warn(problem.message)
    reportError(problem)
  }

  setEditorMode(data.editor)
  const store = makeStore({ session: data.session, account: accountOf(data.user) })
  applyDocumentSettings(doc, data.session)
  setStringsLocale(data.session.language)
  configureAddresses(data.api)
  connectApi({
    locale: () => store.getState().session.language,
    tenant: () => store.getState().session.tenant,
    notify: (messages) => showApiMessages(store, messages),
    // spec 1 §8: a failure without messages shows the unknown-error text.
    unknownError: () => void showError(store, 'errors.unknown'),
    navigate: (url) => window.location.assign(url),
  })

  const runtime = createRuntime({
    registry: () => retryOnce(loadRegistry),
    store,
    // Every island needs the shared UI's strings and its area's.
    strings: (area: Area) => loadNamespaces(['common', area]),
    editor: data.editor,
    singletons: <PageSingletons />,
  })
  runtime.boot(doc)
  showStartupNotifications(store, data.notifications)
  window.widgets = { boot: runtime.boot, unmount: runtime.unmount }
  return { store, runtime }
}
