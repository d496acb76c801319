import { useTranslation } from 'react-i18next'
import { isEmailAddress } from '@/src/lib/email'
import { safeHref } from '@/src/lib/safe-url'
import type { CheckedContactPerson } from '@/store/account-data'
import styles from './header.module.css'

/** spec 2 §2.4, §3: the customer's contact person (name, department, role, phone, email, image). */
export function ContactPersonCard({ person }: { person: CheckedContactPerson }) {
  const { t } = useTranslation('tools')
  const image = person.image && safeHref(person.image.fallback)
  const phone = person.phone?.trim()
  const dial = phone?.replace(/[^\d+]/g, '')
  const email = person.email?.trim()
  return (
    <div className={styles.person}>
      {image ? <img className={styles.personImage} src={image} alt={person.image?.alt ?? ''} width={64} height={64} loading="lazy" /> : null}
      <div className={styles.stack}>
        <div>
          <p className={styles.identityName}>{person.name}</p>
          {person.role ? <p>{person.role}</p> : null}
          {person.department ? <p className={styles.muted}>{person.department}</p> : null}
        </div>
        {phone || email ? (
          <dl className={styles.personContact}>
            {phone ? (
              <div>
                <dt>{t('header.phone')}</dt>
                <dd>{dial ? <a href={`tel:${dial}`}>{phone}</a> : phone}</dd>
              </div>
            ) : null}
            {email ? (
              <div>
                <dt>{t('header.email')}</dt>
                <dd>{isEmailAddress(email) ? <a href={`mailto:${email}`}>{email}</a> : email}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </div>
    </div>
  )
}
