import { useTranslation } from 'react-i18next'
import { safeHref } from '@/src/lib/safe-url'
import { ContactCard } from '@/src/ui/contact-card/contact-card'
import type { CheckedContactPerson } from '@/store/account-data'

/** spec 2 §2.4, §3: the customer's contact person (name, department, role, phone, email, image), in a menu. */
export function ContactPersonCard({ person }: { person: CheckedContactPerson }) {
  const { t } = useTranslation('tools')
  const src = person.image && safeHref(person.image.fallback)
  return (
    <ContactCard
      name={person.name}
      jobTitle={person.role}
      department={person.department}
      phone={person.phone}
      email={person.email}
      image={src ? { src, alt: person.image?.alt } : undefined}
      labels={{ phone: t('header.phone'), email: t('header.email') }}
      size="s"
    />
  )
}
