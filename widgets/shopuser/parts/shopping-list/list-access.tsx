import { useTranslation } from 'react-i18next'
import { SignInPrompt } from '@/src/features/sign-in-prompt/sign-in-prompt'
import { selectUser } from '@/store/account'
import { useAppSelector } from '@/store/hooks'
import { selectSession } from '@/store/session'
import styles from './shopping-list.module.css'

/** Who may see shopping lists (spec 1 §1, §6): signed-in active e-commerce shop users. */
export type ListAccess = 'signedOut' | 'notShopUser' | 'allowed'

/** Whether the page's user may use shopping lists; nothing is fetched for anyone else. */
export function useListAccess(): ListAccess {
  const user = useAppSelector(selectUser)
  const { isActiveShopUser } = useAppSelector(selectSession)
  if (!user) return 'signedOut'
  return isActiveShopUser ? 'allowed' : 'notShopUser'
}

/** What a visitor or a user without a shop account sees in place of the lists. */
export function ListAccessNote({ access }: { access: Exclude<ListAccess, 'allowed'> }) {
  const { t } = useTranslation('shopuser')
  return (
    <div className={styles.root} data-access={access}>
      {access === 'signedOut' ? (
        <SignInPrompt className={styles.note} text={t('shoppingLists.signIn')} />
      ) : (
        <p className={styles.note}>{t('shoppingLists.notShopUser')}</p>
      )}
    </div>
  )
}
