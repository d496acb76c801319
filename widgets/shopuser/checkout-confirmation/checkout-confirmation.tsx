import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { safeHref } from '@/src/lib/safe-url'
import { readOrderNumber } from '@/src/lib/order-number'
import { ContactCard } from '@/src/ui/contact-card/contact-card'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { useAppSelector } from '@/store/hooks'
import { selectSession } from '@/store/session'
import type { CheckoutConfirmationProps, CheckoutContact } from './checkout-confirmation.widget'
import styles from './checkout-confirmation.module.css'

/**
 * The checkout confirmation page (spec 2 §2.8): title, confirmation text, subline (by default the order
 * number, from the prop or the address's `order` parameter, checked by schema), the optional contact block
 * (spec 2 §3 checkout contact) and a button to the home page (session.urls.homepageUrl). The markup names
 * its parts (`data-part`), so the CMS's fallback markup of the same parts is styled alike and nothing moves
 * when the island mounts.
 */
export function CheckoutConfirmation({ title, text, subline, orderNumber, contact, buttonText, headingLevel }: CheckoutConfirmationProps) {
  const { t } = useTranslation('shopuser')
  const { urls } = useAppSelector(selectSession)
  // Read once: the address does not change while the page shows this order.
  const order = useMemo(() => {
    if (orderNumber !== undefined) return orderNumber
    const read = readOrderNumber()
    return 'orderNumber' in read ? read.orderNumber : undefined
  }, [orderNumber])
  const Title = `h${headingLevel}` as const
  const line = subline ?? (order === undefined ? undefined : t('checkoutConfirmation.orderNumber', { order }))
  return (
    <div className={styles.root}>
      <Title data-part="title">{title ?? t('checkoutConfirmation.title')}</Title>
      <p data-part="text">{text ?? t('checkoutConfirmation.text')}</p>
      {line === undefined ? null : <p data-part="subline">{line}</p>}
      {contact ? <Contact contact={contact} level={(headingLevel + 1) as 2 | 3} /> : null}
      <p data-part="home">
        {/* A link that looks like the primary button: it navigates (spec 2 §2.8: a button to the home page URL). */}
        <SafeLink href={urls.homepageUrl ?? '/'} data-look="button">
          {buttonText ?? t('checkoutConfirmation.toHomepage')}
        </SafeLink>
      </p>
    </div>
  )
}

/** spec 2 §3 checkout contact: department, image, nameFirst, nameLast, function, tel (a tel: link), email (a mailto: link). */
function Contact({ contact, level }: { contact: CheckoutContact; level: 2 | 3 }) {
  const { t } = useTranslation('shopuser')
  const Heading = `h${level}` as const
  const src = contact.image && safeHref(contact.image.fallback)
  return (
    <section data-part="contact">
      <Heading data-part="contact-title">{t('checkoutConfirmation.contact')}</Heading>
      <ContactCard
        name={`${contact.nameFirst} ${contact.nameLast}`}
        jobTitle={contact.function}
        department={contact.department}
        phone={contact.tel}
        email={contact.email}
        image={src ? { src, srcSet: contact.image?.srcset, alt: contact.image?.alt } : undefined}
        labels={{ phone: t('checkoutConfirmation.phone'), email: t('checkoutConfirmation.email') }}
      />
    </section>
  )
}
