import { languageSwitcherHtml, type SwitcherSession } from '@/src/ui/language-switcher/language-switcher.fallback'
import { defineFallback, type InputOf } from '@/src/widget/fallback'
import type declaration from './language-switcher.widget'

export default defineFallback<InputOf<typeof declaration>, { session?: SwitcherSession }>({
  description:
    '`<span data-fallback="language-switcher" data-compact>` with the globe, the current language\'s code and its name (the title session.locales gives it, else its own name): the trigger\'s fixed box, compact as in the header bar. The CMS passes the page data\'s session; without one, the page\'s locale.',
  render: (_, { locale, session }) => languageSwitcherHtml(session, locale, { compact: true }),
})
