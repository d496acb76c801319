import { createElement } from 'react'
import { useTranslation } from 'react-i18next'
import { ContactCard } from '@/src/ui/contact-card/contact-card'
import type { FaqContactBoxProps } from './faq-contact-box.widget'
import { BlockAction } from '@/src/ui/block-action/block-action'
import './faq-contact-box.css'

/**
 * The contact box after the FAQ (spec 2 §2.10 FAQ contact box): title, text, the contact person (src/ui/contact-card, as
 * in the header's menu and the checkout's confirmation) and the way to the contact form. The fallback
 * (faq-contact-box.fallback.ts) writes the same parts, the person as contactCardHtml does.
 */
export function FaqContactBox({ title, level, text, person, link }: FaqContactBoxProps) {
  const { t } = useTranslation('tools')
  return (
    <div data-block="faq-contact-box">
      {createElement(`h${level}`, { 'data-part': 'title' }, title)}
      {text !== undefined && <p data-part="text">{text}</p>}
      {person !== undefined && (
        <ContactCard
          name={person.name}
          jobTitle={person.role}
          department={person.department}
          phone={person.phone}
          email={person.email}
          image={person.image === undefined ? undefined : { src: person.image, alt: person.imageAlt }}
          labels={{ phone: t('header.phone'), email: t('header.email') }}
        />
      )}
      {link !== undefined && (
        <BlockAction link={link}>{link.text}</BlockAction>
      )}
    </div>
  )
}
