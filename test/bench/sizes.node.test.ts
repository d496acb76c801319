import { budgetProblems, ENTRY_BUDGET_KB, LOADER_BUDGET_KB } from './sizes'

// The budget rules on made-up figures: each must be able to fail (the real build is checked in test/e2e/budgets.e2e.ts).
describe('budget rules', () => {
  const within = { loaderGzip: 400, entryGzip: 80 * 1024, entryPackages: ['react', 'react-dom', '@reduxjs/toolkit'], widgets: [{ name: 'tools/rich-text', gzip: 12 * 1024, budgetKb: 14 }] }

  it('pass a build within every budget', () => {
    expect(budgetProblems(within)).toEqual([])
  })

  it('fail a loader over its budget: it is the one script before the first paint', () => {
    expect(budgetProblems({ ...within, loaderGzip: LOADER_BUDGET_KB * 1024 + 1 })).toEqual(['the loader with its imports is 1.0 KB min+gzip, over its budget of 1 KB'])
  })

  it('fail an entry over its budget', () => {
    expect(budgetProblems({ ...within, entryGzip: ENTRY_BUDGET_KB * 1024 + 1 })).toEqual(['the entry with its static imports is 100.0 KB min+gzip, over its budget of 100 KB'])
  })

  it.each(['axios', 'dompurify', 'swiper', 'react-modal', '@sentry/browser', '@sentry/core', '@reduxjs/toolkit/query', 'leaflet', 'valibot', 'i18next'])('fail an entry that holds %s', (library) => {
    expect(budgetProblems({ ...within, entryPackages: [...within.entryPackages, library] })).toEqual([
      `the entry holds ${library}, which only some widgets use: import it where it is needed, so it loads with them`,
    ])
  })

  it('fail a widget over its own budget', () => {
    expect(budgetProblems({ ...within, widgets: [{ name: 'tools/rich-text', gzip: 15 * 1024, budgetKb: 14 }] })).toEqual([
      'tools/rich-text costs 15.0 KB min+gzip beyond the entry, over its budget of 14 KB (its .widget.ts)',
    ])
  })
})
