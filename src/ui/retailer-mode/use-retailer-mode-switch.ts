import { useState } from 'react'
import { reloadPage } from '@/src/lib/reload-page'
import { reportError } from '@/src/reporting/report'
import { useAppDispatch, useAppSelector } from '@/store/hooks'

/**
 * Switches retailer mode (spec 1 §4, §6; spec 2 §4), for the header's toggle and for the checkout's
 * way out of the block: the new value shows at once as a temporary one, is posted, and the page
 * reloads on success, since every price on it changes (gross incl. VAT); on failure the temporary
 * value is dropped silently (spec 2 §8). The request and axios load with the first use.
 */
export function useRetailerModeSwitch() {
  const dispatch = useAppDispatch()
  const enabled = useAppSelector((state) => state.account.retailerMode.enabled)
  const [pending, setPending] = useState<boolean | null>(null)

  const switchTo = (next: boolean) => {
    if (pending !== null) return
    setPending(next)
    import('@/store/retailer-mode')
      .then(async ({ setRetailerMode }) => {
        const result = await dispatch(setRetailerMode({ enabled: next }))
        if (setRetailerMode.fulfilled.match(result)) reloadPage()
        else setPending(null)
      })
      .catch((error: unknown) => {
        reportError(error)
        setPending(null)
      })
  }

  return { on: pending ?? enabled, busy: pending !== null, switchTo }
}
