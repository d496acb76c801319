import { SignInPrompt } from '@/src/features/sign-in-prompt/sign-in-prompt'
import { selectUser } from '@/store/account'
import { useAppSelector } from '@/store/hooks'
import accessStyles from '../account-table/account-table.module.css'

/**
 * Who may see the employee's customers (spec 1 §1, §6: sales staff act on behalf of customers; the
 * customer overview and the customer list): signed-in employees, whether or not they act for a contact now.
 */
export type EmployeeAccess = 'signedOut' | 'notEmployee' | 'allowed'

/** Whether the page's user may see the customers; nothing is fetched for anyone else. */
export function useEmployeeAccess(): EmployeeAccess {
  const user = useAppSelector(selectUser)
  if (!user) return 'signedOut'
  return user.type === 'employee' ? 'allowed' : 'notEmployee'
}

/**
 * What a visitor or a user who is no employee sees in place of the table: the same note as the account's
 * tables (parts/account-table), whose CMS fallback is `<div data-fallback="note">` with the text.
 */
export function EmployeeAccessNote({ text, signIn = false }: { text: string; signIn?: boolean }) {
  return (
    <div className={accessStyles.note}>
      {signIn ? <SignInPrompt text={text} /> : <p>{text}</p>}
    </div>
  )
}
