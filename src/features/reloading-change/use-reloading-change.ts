import { useRef, useState } from 'react'
import { reloadPage } from '@/src/lib/reload-page'
import { reportError } from '@/src/reporting/report'

/**
 * A change after which the page loads again once the server has taken it: retailer mode (spec 1 §4: every
 * price changes), the contact an employee acts for, signing out. Everything on the page was rendered for
 * the former state, and only a fresh page is right for the new one; a server's redirect wins over the reload
 * (src/lib/reload-page.ts).
 *
 * One change at a time, whatever the clicks: a ref guards at once, so two clicks within one frame never send
 * twice, and `pending` names the change on its way until the page goes. The request's module (and axios with
 * it) loads with the first use: a module that fails to load is reported; a failed request's messages were
 * shown by the client; either way the controls are there for another try. `run` resolves to whether the
 * server took the change.
 */
export function useReloadingChange<Key>() {
  const [pending, setPending] = useState<Key | null>(null)
  const inFlight = useRef(false)

  const run = <Module>(key: Key, load: () => Promise<Module>, send: (module: Module) => Promise<unknown>): Promise<boolean> => {
    if (inFlight.current) return Promise.resolve(false)
    inFlight.current = true
    setPending(key)
    const failed = () => {
      inFlight.current = false
      setPending(null)
      return false
    }
    return load().then(
      (module) =>
        send(module).then(() => {
          reloadPage()
          return true
        }, failed),
      (error: unknown) => {
        reportError(error)
        return failed()
      },
    )
  }

  return { pending, run }
}
