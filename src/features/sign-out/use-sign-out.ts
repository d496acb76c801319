import { useAppDispatch } from '@/store/hooks'
import { useReloadingChange } from '@/src/features/reloading-change/use-reloading-change'

// The user family (and axios) loads with the click, not with the header: most visitors never sign out.
const loadUser = () => import('@/store/user')

/**
 * Signing out (spec 1 §7 /api/auth/logout), for the header's account menu and the login form. Once the
 * server confirms, the page reloads unless its answer's redirectUrl already takes the user elsewhere
 * (src/features/reloading-change): everything on it was rendered for the user, their prices, carts and account
 * tables. A failure's messages were shown, and the button is there for another try.
 */
export function useSignOut() {
  const dispatch = useAppDispatch()
  const { pending, run } = useReloadingChange<'signOut'>()
  return {
    signOut: () => void run('signOut', loadUser, ({ logout }) => dispatch(logout()).unwrap()),
    busy: pending !== null,
  }
}
