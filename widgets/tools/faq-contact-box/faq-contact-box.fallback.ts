import { contactCardHtml } from '@/src/ui/contact-card/contact-card.fallback'
import { blockActionHtml, defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import type declaration from './faq-contact-box.widget'

export default defineFallback<InputOf<typeof declaration>>({
  description:
    'The island\'s parts in `<div data-block="faq-contact-box" data-fallback="">`: the title at its `level`, the text, the contact person as the contact card draws it (portrait, name, role, department, phone and e-mail as links) and the link with the button\'s look.',
  render: ({ title, level = 2, text, person, link }, { t }) => {
    const card =
      person === undefined
        ? ''
        : contactCardHtml({
            name: person.name,
            jobTitle: person.role,
            department: person.department,
            phone: person.phone,
            email: person.email,
            image: person.image === undefined ? undefined : { src: person.image, alt: person.imageAlt },
            labels: { phone: t('tools:header.phone'), email: t('tools:header.email') },
          })
    return `<div data-block="faq-contact-box" data-fallback=""><h${level} data-part="title">${escapeHtml(title)}</h${level}>${text === undefined ? '' : `<p data-part="text">${escapeHtml(text)}</p>`}${card}${
      link === undefined ? '' : blockActionHtml(link, link.text, t)
    }</div>`
  },
})
