import { useCallback } from 'react'
import { LanguageSwitcherView } from '@/src/ui/language-switcher/language-switcher'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { menuClosed, menuOpened, selectActiveMenu } from '@/store/menus'
import { selectSession } from '@/store/session'

/** Props of {@link LanguageSwitcher}. */
export type LanguageSwitcherProps = {
  /** Below 768 px the trigger shows the language's code instead of its name (`DE`), for the header bar of a phone. Default false. */
  compact?: boolean
}

/**
 * The language and country switcher (spec 2 §2.3) of the header's `tools/language-switcher` and the footer:
 * src/ui/language-switcher with `session.locales` and `session.language`, and one of the chrome's menus, so
 * its overlay closes when another opens (spec 2 §4; store/menus.ts).
 */
export function LanguageSwitcher({ compact = false }: LanguageSwitcherProps) {
  const dispatch = useAppDispatch()
  const { locales, language } = useAppSelector(selectSession)
  const menuActive = useAppSelector(selectActiveMenu) === 'language'
  const onMenuOpened = useCallback(() => dispatch(menuOpened('language')), [dispatch])
  const onMenuClosed = useCallback(() => dispatch(menuClosed('language')), [dispatch])
  return (
    <LanguageSwitcherView
      compact={compact}
      locales={locales}
      language={language}
      menuActive={menuActive}
      onMenuOpened={onMenuOpened}
      onMenuClosed={onMenuClosed}
    />
  )
}
