import { dayFromToday, DEMO_TODAY } from './demo-day'
import { JOB_DEPARTMENTS, JOB_LOCATIONS } from './job-seeds'
import { jobDetail, JOBS, workloadText } from './jobs'

describe('the open positions of the demo site', () => {
  it('has 25 jobs with unique ids and pages in five locations, at least three in each', () => {
    expect(JOBS).toHaveLength(25)
    expect(new Set(JOBS.map((job) => job.id)).size).toBe(25)
    expect(new Set(JOBS.map((job) => job.slug)).size).toBe(25)
    const perLocation = Object.keys(JOB_LOCATIONS).map((location) => JOBS.filter((job) => job.location === location).length)
    expect(perLocation).toHaveLength(5)
    expect(Math.min(...perLocation)).toBeGreaterThanOrEqual(3)
    expect(Object.values(JOB_LOCATIONS).map((location) => location.name)).toEqual(['Winterthur', 'Lausanne', 'Lugano', 'Mannheim', 'Linz'])
  })

  it('gives each a department, a workload in steps of ten up to 100 %, and a publication day within twelve weeks', () => {
    expect(new Set(JOBS.map((job) => job.department)).size).toBe(Object.keys(JOB_DEPARTMENTS).length)
    for (const job of JOBS) {
      expect(Object.hasOwn(JOB_DEPARTMENTS, job.department)).toBe(true)
      expect(job.workload.min % 10 === 0 && job.workload.max % 10 === 0 && job.workload.min > 0 && job.workload.min <= job.workload.max && job.workload.max <= 100).toBe(true)
      expect(job.publishedAt <= DEMO_TODAY && job.publishedAt >= dayFromToday(-84)).toBe(true)
    }
    expect(JOBS.filter((job) => job.workload.min < job.workload.max).length).toBeGreaterThanOrEqual(5)
    expect(workloadText(JOBS.find((job) => job.workload.min === 80 && job.workload.max === 100)!)).toBe('80–100 %')
  })

  it('describes each for its detail page: facts, tasks, profile and offer as HTML, a contact of its location', () => {
    for (const job of JOBS) {
      const detail = jobDetail(job)
      expect(detail.facts.map((fact) => fact.label)).toEqual(['Arbeitsort', 'Bereich', 'Pensum', 'Anstellung', 'Stellenantritt'])
      expect(detail.facts[0]!.value).toContain(JOB_LOCATIONS[job.location].address)
      expect(detail.description).toMatch(/^<p>[^<>]+<\/p>(<h3>[^<>]+<\/h3><ul>(<li>[^<>]+<\/li>)+<\/ul>){3}$/)
      expect(detail.description).toContain(`<li>${job.tasks[0]!}</li>`)
      expect(detail.contact.email).toMatch(/^[a-z.]+@example\.ch$/)
      expect(detail.contact.phone).toMatch(/^\+\d{2} [\d ]+$/)
      expect(detail.link.href).toBe(`/karriere/offene-stellen/${job.slug}`)
    }
    expect(new Set(JOBS.map((job) => jobDetail(job).contact.name)).size).toBe(5)
  })
})
