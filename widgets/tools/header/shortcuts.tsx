import { useTranslation } from 'react-i18next'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import type { SessionUrls } from '@/store/session'
import { HeaderIcon } from './header-icon'
import styles from './header.module.css'

/** spec 2 §2.4: the oil finder and contact shortcuts as labelled links, for the mobile flyout. */
export function ShortcutLinks({ urls }: { urls: SessionUrls }) {
  const { t } = useTranslation('tools')
  if (!urls.oilFinderUrl && !urls.contactPageUrl) return null
  return (
    <ul className={styles.links}>
      {urls.oilFinderUrl ? (
        <li>
          <SafeLink href={urls.oilFinderUrl} className={styles.link}>
            <HeaderIcon name="oil-finder" />
            {t('header.oilFinder')}
          </SafeLink>
        </li>
      ) : null}
      {urls.contactPageUrl ? (
        <li>
          <SafeLink href={urls.contactPageUrl} className={styles.link}>
            <HeaderIcon name="contact" />
            {t('header.contact')}
          </SafeLink>
        </li>
      ) : null}
    </ul>
  )
}
