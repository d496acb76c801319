import { selectRetailerModeEnabled } from '@/store/account'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { useReloadingChange } from '@/src/features/reloading-change/use-reloading-change'

const loadRetailerMode = () => import('@/store/retailer-mode')

/**
 * Switches retailer mode (spec 1 §4, §6; spec 2 §4), for the header's toggle and for the checkout's
 * way out of the block: the new value shows at once as a temporary one, is posted, and the page
 * reloads on success, since every price on it changes (gross incl. VAT; src/features/reloading-change); on
 * failure the temporary value is dropped silently (spec 2 §8). The request and axios load with the first use.
 */
export function useRetailerModeSwitch() {
  const dispatch = useAppDispatch()
  const enabled = useAppSelector(selectRetailerModeEnabled)
  const { pending, run } = useReloadingChange<boolean>()

  const switchTo = (next: boolean) =>
    void run(next, loadRetailerMode, ({ setRetailerMode }) => dispatch(setRetailerMode({ enabled: next })).unwrap())

  return { on: pending ?? enabled, busy: pending !== null, switchTo }
}
