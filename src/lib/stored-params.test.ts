import { readStoredParams, writeStoredParams } from '@/src/lib/stored-params'

const visit = (url: string) => window.history.replaceState(null, '', url)

describe('stored-params', () => {
  it('reads the JSON object in the stored query value', () => {
    visit(`/orders?stored=${encodeURIComponent('{"sort":"date","order":"desc"}')}`)
    expect(readStoredParams()).toEqual({ sort: 'date', order: 'desc' })
  })

  it('reads from a named query value when a key is given', () => {
    visit(`/orders?positions=${encodeURIComponent('{"sort":"sku"}')}&stored=${encodeURIComponent('{"sort":"date"}')}`)
    expect(readStoredParams('positions')).toEqual({ sort: 'sku' })
  })

  it('reads a query string it is given instead of the current address (the simulated CMS reads a page’s so)', () => {
    visit(`/orders?stored=${encodeURIComponent('{"sort":"date"}')}`)
    expect(readStoredParams('stored', `?stored=${encodeURIComponent('{"sort":"total","x":1}')}`)).toEqual({ sort: 'total' })
    expect(readStoredParams('stored', '?stored=kein-json')).toEqual({})
  })

  it.each([
    ['no query value', '/orders'],
    ['an empty value', '/orders?stored='],
    ['text that is not JSON', '/orders?stored=%7Bsort'],
    ['a malformed percent escape', '/orders?stored=%E0%A4%A'],
    ['a JSON array', `/orders?stored=${encodeURIComponent('["date","asc"]')}`],
    ['JSON null', '/orders?stored=null'],
    ['a JSON string', `/orders?stored=${encodeURIComponent('"date"')}`],
  ])('reads %s as an empty object without throwing', (_case, url) => {
    visit(url)
    expect(readStoredParams()).toEqual({})
  })

  it('drops members that are not strings', () => {
    visit(`/orders?stored=${encodeURIComponent('{"sort":"date","order":1,"x":{"y":"z"},"n":null}')}`)
    expect(readStoredParams()).toEqual({ sort: 'date' })
  })

  it('writes values that read back the same', () => {
    visit('/orders')
    writeStoredParams({ sort: 'date', order: 'asc' })
    expect(readStoredParams()).toEqual({ sort: 'date', order: 'asc' })
  })

  it('keeps the path, the other query parameters byte for byte, the hash and the history state', () => {
    window.history.replaceState({ from: 'cms' }, '', '/de/orders?q=a%20b&tag=x+y&stored=old#list')
    writeStoredParams({ sort: 'date', order: 'desc' })
    const { pathname, search, hash } = window.location
    expect(pathname).toBe('/de/orders')
    expect(search.startsWith('?q=a%20b&tag=x+y&stored=')).toBe(true)
    expect(hash).toBe('#list')
    expect(window.history.state).toEqual({ from: 'cms' })
    expect(new URLSearchParams(search).getAll('stored')).toEqual(['{"sort":"date","order":"desc"}'])
  })

  it('replaces the current history entry instead of adding one', () => {
    visit('/orders')
    const entries = window.history.length
    writeStoredParams({ sort: 'date', order: 'asc' })
    writeStoredParams({ sort: 'date', order: 'desc' })
    expect(window.history.length).toBe(entries)
  })

  it('removes the query value when nothing is stored', () => {
    visit(`/orders?page=2&stored=${encodeURIComponent('{"sort":"date"}')}`)
    writeStoredParams({})
    expect(window.location.search).toBe('?page=2')
  })

  it('leaves other stored keys alone', () => {
    visit(`/orders?positions=${encodeURIComponent('{"sort":"sku"}')}`)
    writeStoredParams({ sort: 'date' })
    expect(readStoredParams('positions')).toEqual({ sort: 'sku' })
    expect(readStoredParams()).toEqual({ sort: 'date' })
  })
})
