import type { JobDetail } from '@/api/jobs'
import { sameOriginUrl } from '@/src/lib/safe-url'

/**
 * schema.org employment types of a workload as the ad writes it (`100 %`, `80–100 %`): full time when it reaches
 * 100 %, part time when it can be less; none when the text names no percentage.
 */
export function employmentTypes(workload: string): string[] {
  const percents = (workload.match(/\d+/g) ?? []).map(Number).filter((percent) => percent > 0 && percent <= 100)
  if (percents.length === 0) return []
  return [...(Math.max(...percents) === 100 ? ['FULL_TIME'] : []), ...(Math.min(...percents) < 100 ? ['PART_TIME'] : [])]
}

/**
 * schema.org `JobPosting` structured data of an open position (spec 1 §1 jobs), what search engines list as a job:
 * title, the description (the sanitised HTML, as they read it), the day published and, if the ad has one, the last
 * day to apply; the employment types of the workload, the employer (the `employer` prop, its site the home page) and
 * where the job is.
 */
export function jobPostingData(job: JobDetail, { employer, description, homepageUrl }: { employer: string; description: string; homepageUrl: string | undefined }) {
  const types = employmentTypes(job.workload)
  const site = homepageUrl === undefined ? null : sameOriginUrl(homepageUrl)
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description,
    datePosted: job.publishedAt,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    ...(types.length > 0 ? { employmentType: types.length === 1 ? types[0] : types } : {}),
    identifier: { '@type': 'PropertyValue', name: employer, value: job.id },
    hiringOrganization: { '@type': 'Organization', name: employer, ...(site ? { sameAs: site } : {}) },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.location } },
  }
}
