import { useCallback, useMemo, useRef, type ReactNode, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import type { JobDetail as Job } from '@/api/jobs'
import { DetailFailure } from '@/src/features/detail-request/detail-failure'
import { useDetailRequest } from '@/src/features/detail-request/use-detail-request'
import { withParam } from '@/src/lib/address-param'
import { backToView } from '@/src/lib/back-view'
import { headingsFrom } from '@/src/lib/heading-levels'
import { jsonLd } from '@/src/lib/json-ld'
import { safeHref } from '@/src/lib/safe-url'
import { sanitizeHtml } from '@/src/lib/sanitize'
import { formatSwissDate } from '@/src/lib/swiss-time'
import { BackLink } from '@/src/ui/back-link/back-link'
import { ContactCard } from '@/src/ui/contact-card/contact-card'
import { Skeleton } from '@/src/ui/skeleton/skeleton'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { fetchJob } from '@/store/job-detail'
import { selectSessionUrls } from '@/store/session'
import { JOB_PARAM, readJobId } from '@/widgets/news/parts/job-address'
import type { JobDetailProps } from './job-detail.widget'
import { jobPostingData } from './job-json-ld'
import styles from './job-detail.module.css'

type HeadingLevel = JobDetailProps['headingLevel']

/**
 * One open position (spec 1 §1, §2 "job detail"): the way back to the job list in the view it was opened from (spec 1
 * §2), the title, the facts as the server words them and the day it was published (DD.MM.YYYY, spec 2 §9), the
 * description (sanitised, its headings under the title), whom to ask (spec 2 §3 contact person) and «Jetzt bewerben»
 * to the application form, and the job as schema.org `JobPosting` structured data. The job is the `jobId` prop or the
 * address's `job` parameter, checked by schema; a job the server does not know (any more) shows its message.
 */
export function JobDetail({ jobId, jobListUrl, applicationUrl, employer, headingLevel }: JobDetailProps) {
  const { t } = useTranslation('news')
  // Read once: the address does not change while the page shows this job.
  const chosen = useMemo(() => (jobId === undefined ? readJobId() : { jobId }), [jobId])
  // Back to the list in the view the job was opened from (spec 1 §2), read once like the job.
  const listHref = useMemo(() => backToView(jobListUrl), [jobListUrl])
  const back = (
    <BackLink href={listHref} className={styles.back}>
      {t('jobDetail.back')}
    </BackLink>
  )
  if ('problem' in chosen) {
    return (
      <div className={styles.root}>
        {back}
        <p className={styles.note}>{t('jobDetail.noJob')}</p>
      </div>
    )
  }
  return <JobView key={chosen.jobId} jobId={chosen.jobId} back={back} listHref={listHref} applicationUrl={applicationUrl} employer={employer} headingLevel={headingLevel} />
}

type JobViewProps = { jobId: string; back: ReactNode; listHref: string; applicationUrl: string | undefined; employer: string; headingLevel: HeadingLevel }

function JobView({ jobId, back, listHref, applicationUrl, employer, headingLevel }: JobViewProps) {
  const { t } = useTranslation('news')
  const { t: tc } = useTranslation('common')
  const dispatch = useAppDispatch()
  const heading = useRef<HTMLHeadingElement>(null)
  const note = useRef<HTMLDivElement>(null)
  const start = useCallback(() => dispatch(fetchJob({ jobId })), [dispatch, jobId])
  // A job that is not (or no longer) open answers 404: the server's message says so, with the way to the list.
  const { view, retrying, retryButton, retry } = useDetailRequest(start, () => heading.current ?? note.current)

  if (view.status === 'notFound') {
    // The message with the way to the list right after it, which here replaces the back link above.
    return (
      <div className={styles.root}>
        <div ref={note} tabIndex={-1} className={styles.notFound}>
          {(view.messages.length > 0 ? view.messages : [t('jobDetail.notFound')]).map((message, index) => (
            <p key={index} className={styles.note}>
              {message}
            </p>
          ))}
          <BackLink href={listHref}>{t('jobDetail.toList')}</BackLink>
        </div>
      </div>
    )
  }

  return (
    <div className={styles.root} aria-busy={view.status === 'loading' || retrying}>
      {back}
      {view.status === 'loading' ? (
        <>
          <p className="visually-hidden" role="status">
            {t('jobDetail.loading')}
          </p>
          <div className={styles.skeleton} aria-hidden="true">
            <Skeleton className={styles.skeletonTitle} />
            <Skeleton className={styles.skeletonFacts} />
            <Skeleton className={styles.skeletonText} />
          </div>
        </>
      ) : view.status === 'failed' ? (
        <DetailFailure className={styles.failure} text={t('jobDetail.failed')} messages={view.messages} retryLabel={tc('dataTable.retry')} busy={retrying} retryButton={retryButton} onRetry={retry} />
      ) : (
        <JobContent job={view.data} headingRef={heading} applicationUrl={applicationUrl} employer={employer} headingLevel={headingLevel} />
      )}
    </div>
  )
}

/** The job's title, facts, description, contact person, the way to apply and its structured data. */
function JobContent({ job, headingRef, applicationUrl, employer, headingLevel }: { job: Job; headingRef: RefObject<HTMLHeadingElement | null>; applicationUrl: string | undefined; employer: string; headingLevel: HeadingLevel }) {
  const { t } = useTranslation('news')
  const urls = useAppSelector(selectSessionUrls)
  const Heading = `h${headingLevel}` as const
  const Section = `h${headingLevel + 1}` as 'h2' | 'h3' | 'h4'
  const clean = useMemo(() => sanitizeHtml(job.description), [job.description])
  const description = useMemo(() => headingsFrom(clean, headingLevel + 1), [clean, headingLevel])
  const data = useMemo(() => jsonLd(jobPostingData(job, { employer, description: clean, homepageUrl: urls.homepageUrl })), [job, employer, clean, urls.homepageUrl])
  // The form page the CMS names, told which job; else where the server says to apply. A safe address only (spec 2 §5).
  const applyHref = safeHref(applicationUrl === undefined ? job.applicationLink?.href : withParam(applicationUrl, JOB_PARAM, job.id))
  // The server's facts as it words them; where it sends none, what the list shows of the job.
  const facts =
    job.facts.length > 0
      ? job.facts
      : [
          { label: t('jobList.columns.location'), value: job.location },
          { label: t('jobList.columns.department'), value: job.department },
          { label: t('jobList.columns.workload'), value: job.workload },
        ]
  const { contact } = job
  const image = contact?.image ? safeHref(contact.image.fallback) : undefined

  return (
    <>
      {/* Focusable by script only (tabIndex -1): where the focus goes when the answer takes the retry button away. */}
      <Heading ref={headingRef} tabIndex={-1} className={styles.title}>
        {job.title}
      </Heading>
      <dl className={styles.facts}>
        {facts.map((fact, index) => (
          <div key={index}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
        <div>
          <dt>{t('jobDetail.published')}</dt>
          <dd>{formatSwissDate(job.publishedAt)}</dd>
        </div>
        {job.validThrough ? (
          <div>
            <dt>{t('jobDetail.validThrough')}</dt>
            <dd>{formatSwissDate(job.validThrough)}</dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.layout}>
        {description ? <div className={styles.description} data-look="rich-text" dangerouslySetInnerHTML={{ __html: description }} /> : null}
        {contact || applyHref ? (
          <div className={styles.apply}>
            {contact ? (
              <>
                <Section className={styles.sectionHeading}>{t('jobDetail.contact')}</Section>
                <ContactCard
                  name={contact.name}
                  jobTitle={contact.role}
                  department={contact.department}
                  phone={contact.phone}
                  email={contact.email}
                  image={image ? { src: image, srcSet: contact.image?.srcset, alt: contact.image?.alt } : undefined}
                  labels={{ phone: t('jobDetail.phone'), email: t('jobDetail.email') }}
                />
              </>
            ) : null}
            {applyHref ? (
              <p className={styles.action}>
                <a href={applyHref} data-look="button">
                  {t('jobDetail.apply')}
                </a>
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      {/* A data block: never executed, so the Content Security Policy allows it; `<` is escaped in it. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data }} />
    </>
  )
}
