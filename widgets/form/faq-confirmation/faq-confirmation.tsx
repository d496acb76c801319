import { createElement, useState } from 'react'
import { useTranslation } from 'react-i18next'
import * as v from 'valibot'
import { FAQ_REPLY_HOURS, REFERENCE_PATTERN } from '@/src/lib/contact-reference'
import { readParam } from '@/src/lib/address-param'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { readSent } from '../parts/process-memory'
import type { FaqConfirmationProps } from './faq-confirmation.widget'
import styles from './faq-confirmation.module.css'

/** The address's parameter with the request's reference, as the contact manager's redirectUrl writes it. */
export const REFERENCE_PARAM = 'referenz'
const reference = v.pipe(v.string(), v.regex(REFERENCE_PATTERN))

/**
 * The FAQ's confirmation (spec 2 §9: it promises a reply within 48 hours): the thanks, the promise, the request's
 * reference from the address, and what was sent, read back from this tab (form/faq-process wrote it before sending;
 * another tab, or a visitor who comes back later, sees the confirmation without it).
 */
export function FaqConfirmation({ level, back }: FaqConfirmationProps) {
  const { t } = useTranslation('form')
  const [sent] = useState(readSent)
  const [ref] = useState(() => {
    const reading = readParam(REFERENCE_PARAM, reference)
    return reading.ok ? reading.value : null
  })
  const Sub = `h${Math.min(level + 1, 4)}` as 'h3' | 'h4'
  // In the order of the CMS's fallback, the reference's line held even without one: what only this tab knows (what was
  // sent) comes last, so nothing above it moves as the island replaces the fallback.
  return (
    <section className={styles.root}>
      {createElement(`h${level}`, { className: styles.title }, t('faqConfirmation.title'))}
      <p className={styles.promise}>{t('faqConfirmation.promise', { hours: FAQ_REPLY_HOURS })}</p>
      <p aria-hidden={ref ? undefined : true}>{ref ? t('faqConfirmation.reference', { reference: ref }) : '\u00a0'}</p>
      {back ? (
        <p>
          <SafeLink href={back.href}>{back.text}</SafeLink>
        </p>
      ) : null}
      {sent && sent.answers.length > 0 ? (
        <div>
          <Sub className={styles.sentTitle}>{t('faqConfirmation.sent')}</Sub>
          <dl className={styles.sent}>
            {sent.answers.flatMap((answer) =>
              answer.lines.map((line) => (
                <div key={`${answer.title}-${line.label}`}>
                  <dt>{line.label}</dt>
                  <dd>{line.text}</dd>
                </div>
              )),
            )}
          </dl>
        </div>
      ) : (
        <p className={styles.muted}>{t('faqConfirmation.none')}</p>
      )}
    </section>
  )
}
