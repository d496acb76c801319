import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { useMinWidth } from '@/src/lib/use-breakpoint'
import { Accordion } from '@/src/ui/accordion/accordion'
import { LanguageSwitcher } from '@/src/features/language-switcher/language-switcher'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import type { FooterProps } from './footer.widget'
import { NETWORKS } from './social-networks'
import styles from './footer.module.css'

type Link = FooterProps['legalLinks'][number]

const FooterLink = ({ link }: { link: Link }) => (
  <SafeLink href={link.href} target={link.target === '_blank' ? '_blank' : undefined}>
    {link.label}
  </SafeLink>
)

const LinkList = ({ links, label }: { links: Link[]; label?: string }) => (
  <ul aria-label={label}>
    {links.map((link, index) => (
      <li key={index}>
        <FooterLink link={link} />
      </li>
    ))}
  </ul>
)

/** A line break between items, as an address is written. */
const lines = (items: string[]) => items.map((item, index) => (index === 0 ? <Fragment key={index}>{item}</Fragment> : <Fragment key={index}><br />{item}</Fragment>))

/**
 * The shop's footer (the spec names no fields, the props schema defines them): link columns,
 * the contact block, social links, legal links, the copyright line and the language and country switcher
 * of the header (src/ui). Below 1024 px the columns are an accordion (spec 2 §4); from md they stand side
 * by side. Its markup is the CMS's fallback too (footer.fallback.ts): attributes, not classes, name
 * its parts, so the same stylesheet sizes both and nothing shifts when the island replaces the fallback.
 * It renders no landmark of its own: the template's `<footer>` is the page's one contentinfo landmark.
 */
export function Footer({ columns, contact, socialTitle, socialLinks, legalLinks, copyright, languageSwitcher }: FooterProps) {
  const { t } = useTranslation('footer')
  const wide = useMinWidth('md')
  const company = contact?.company

  return (
    <div data-part="footer">
      {columns.length > 0 || contact ? (
        <div data-part="main" data-beside={columns.length > 0 && contact ? '' : undefined}>
          {columns.length > 0 ? (
            <div data-part="columns" data-count={columns.length}>
              {wide ? (
                columns.map((column, index) => (
                  <div key={index} data-part="column">
                    <h2>{column.title}</h2>
                    <LinkList links={column.links} />
                  </div>
                ))
              ) : (
                <Accordion
                  className={styles.accordion}
                  headingLevel={2}
                  items={columns.map((column, index) => ({ id: String(index), title: column.title, content: <LinkList links={column.links} /> }))}
                />
              )}
            </div>
          ) : null}
          {contact ? (
            <address data-part="contact">
              <h2>{contact.title ?? t('footer.contact')}</h2>
              <p>{lines([contact.company, ...contact.addressLines])}</p>
              {contact.phone || contact.email ? (
                <p>
                  {contact.phone ? (
                    <>
                      <span data-part="label">{t('footer.phone')}</span> <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
                    </>
                  ) : null}
                  {contact.phone && contact.email ? <br /> : null}
                  {contact.email ? (
                    <>
                      <span data-part="label">{t('footer.email')}</span> <a href={`mailto:${contact.email}`}>{contact.email}</a>
                    </>
                  ) : null}
                </p>
              ) : null}
              {contact.openingHours.length > 0 ? (
                <p>
                  <span data-part="label">{t('footer.openingHours')}</span>
                  <br />
                  {lines(contact.openingHours)}
                </p>
              ) : null}
            </address>
          ) : null}
        </div>
      ) : null}
      <div data-part="bottom">
        {socialLinks.length > 0 ? (
          <div data-part="social">
            <h2>{socialTitle ?? t('footer.social')}</h2>
            <ul>
              {socialLinks.map(({ network, href }, index) => {
                const { name, paths } = NETWORKS[network]
                return (
                  <li key={index}>
                    {/* spec 2 §5: a new tab, with rel="noopener noreferrer" (SafeLink); named for the glyph it shows. */}
                    <SafeLink href={href} target="_blank">
                      <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
                        {paths.map((d) => (
                          <path key={d} d={d} />
                        ))}
                      </svg>
                      <span className="visually-hidden">{company ? t('footer.socialLink', { company, network: name }) : name}</span>
                    </SafeLink>
                  </li>
                )
              })}
            </ul>
          </div>
        ) : null}
        {legalLinks.length > 0 ? (
          <div data-part="legal">
            <LinkList links={legalLinks} label={t('footer.legal')} />
          </div>
        ) : null}
        {languageSwitcher ? (
          <div data-part="language">
            <LanguageSwitcher />
          </div>
        ) : null}
        {copyright ? <p data-part="copyright">{copyright}</p> : null}
      </div>
    </div>
  )
}
