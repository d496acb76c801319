import { isEmailAddress } from '@/src/lib/email'
import styles from './contact-card.module.css'

/** The portrait's side in CSS pixels: `s` in a menu (64), `m` on a page (96). */
const PORTRAIT_PX = { s: 64, m: 96 } as const

/** Props of {@link ContactCard}. */
export type ContactCardProps = {
  name: string
  /** The person's role or function (schema.org's jobTitle), e.g. «Kundenberaterin». */
  jobTitle?: string | undefined
  department?: string | undefined
  /** A phone number as written; a tel: link where it has digits. */
  phone?: string | undefined
  /** An e-mail address; a mailto: link where it is one (src/lib/email.ts), else the text as given. */
  email?: string | undefined
  /** The portrait (a checked address). Without `alt` it is decorative: the name beside it says whom it shows. */
  image?: { src: string; srcSet?: string | undefined; alt?: string | undefined } | undefined
  /** The terms before the phone number and the e-mail address, in the page's language. */
  labels: { phone: string; email: string }
  /** The portrait's size, default `m`. */
  size?: keyof typeof PORTRAIT_PX
}

/** A phone number as a tel: address: digits and a leading plus. */
const dialOf = (phone: string) => phone.replace(/[^\d+]/g, '')

/**
 * A contact person (spec 2 §3: name, department, role, phone, email, image; the checkout contact's nameFirst,
 * nameLast, function, tel and email): the portrait beside the name, role and department, and the ways to
 * reach them as a list of terms, each a link where it can be one. Its parts are named by `data-part`, so the
 * CMS's fallback markup of the same parts (`<div data-part="person">` in a `data-fallback`) is drawn alike.
 */
export function ContactCard({ name, jobTitle, department, phone, email, image, labels, size = 'm' }: ContactCardProps) {
  const tel = phone?.trim()
  const dial = tel ? dialOf(tel) : ''
  const mail = email?.trim()
  const px = PORTRAIT_PX[size]
  return (
    <div className={styles.card} data-part="person" data-size={size}>
      {image ? (
        <img
          className={styles.image}
          data-part="image"
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.srcSet ? `${px}px` : undefined}
          alt={image.alt ?? ''}
          width={px}
          height={px}
          loading="lazy"
        />
      ) : null}
      <div className={styles.details} data-part="details">
        <p className={styles.name} data-part="name">
          {name}
        </p>
        {jobTitle ? <p>{jobTitle}</p> : null}
        {department ? <p>{department}</p> : null}
        {tel || mail ? (
          <dl className={styles.channels} data-part="channels">
            {tel ? (
              <div>
                <dt>{labels.phone}</dt>
                <dd>{/\d/.test(dial) ? <a href={`tel:${dial}`}>{tel}</a> : tel}</dd>
              </div>
            ) : null}
            {mail ? (
              <div>
                <dt>{labels.email}</dt>
                <dd>{isEmailAddress(mail) ? <a href={`mailto:${mail}`}>{mail}</a> : mail}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </div>
    </div>
  )
}
