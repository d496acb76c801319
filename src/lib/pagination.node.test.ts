import { normalizePagination, pageItems, PAGINATION_DEFAULTS } from '@/src/lib/pagination'

describe('pagination', () => {
  it('uses the spec defaults: limit 20, offset 0, page 1, pages 1, total 0', () => {
    expect(PAGINATION_DEFAULTS).toEqual({ limit: 20, offset: 0, page: 1, pages: 1, total: 0 })
  })

  describe('normalizePagination', () => {
    it('keeps a sane response as it is', () => {
      expect(normalizePagination({ limit: 10, offset: 20, page: 3, pages: 5, total: 47 })).toEqual({
        limit: 10,
        offset: 20,
        page: 3,
        pages: 5,
        total: 47,
      })
    })

    it.each([null, undefined, 'page 2', 42, [], [1, 2]])('returns the defaults for %j', (raw) => {
      expect(normalizePagination(raw)).toEqual(PAGINATION_DEFAULTS)
    })

    it('fills missing fields from the defaults', () => {
      expect(normalizePagination({ page: 1, pages: 3 })).toEqual({ limit: 20, offset: 0, page: 1, pages: 3, total: 0 })
    })

    it('accepts numeric strings and returns numbers', () => {
      expect(normalizePagination({ limit: '10', offset: '0', page: '2', pages: '4', total: '35' })).toEqual({
        limit: 10,
        offset: 0,
        page: 2,
        pages: 4,
        total: 35,
      })
    })

    it('replaces negative, fractional, infinite and non-numeric values', () => {
      expect(normalizePagination({ limit: 0, offset: -5, page: 'x', pages: Infinity, total: 12.7 })).toEqual({
        limit: 20,
        offset: 0,
        page: 1,
        pages: 1,
        total: 12,
      })
    })

    it('clamps the page into 1..pages', () => {
      expect(normalizePagination({ page: 9, pages: 4 }).page).toBe(4)
      expect(normalizePagination({ page: 0, pages: 4 }).page).toBe(1)
    })

    it('never reports fewer than one page', () => {
      expect(normalizePagination({ pages: 0, page: 3 })).toMatchObject({ pages: 1, page: 1 })
    })

    it('derives a missing page from the offset, and a missing offset from the page', () => {
      expect(normalizePagination({ limit: 20, offset: 40, pages: 5, total: 90 })).toMatchObject({ page: 3, offset: 40 })
      expect(normalizePagination({ limit: 20, page: 3, pages: 5, total: 90 })).toMatchObject({ page: 3, offset: 40 })
      // A page after the last is the last, and the offset it implies is that page's.
      expect(normalizePagination({ limit: 20, page: 9, pages: 5, total: 90 })).toMatchObject({ page: 5, offset: 80 })
    })

    it('counts at least the entries up to the end of the page, whatever the total says', () => {
      expect(normalizePagination({ limit: 20, offset: 20, page: 2, pages: 2 }, 7)).toMatchObject({ total: 27 })
      expect(normalizePagination({ limit: 20, offset: 0, total: 3 }, 20)).toMatchObject({ total: 20, pages: 1 })
      expect(normalizePagination({ limit: 10, page: 2 }, 10)).toEqual({ limit: 10, offset: 10, page: 2, pages: 2, total: 20 })
      expect(normalizePagination({ limit: 20, total: 47 }, 20)).toMatchObject({ total: 47 })
    })

    it('derives the page count from total and limit when pages is missing', () => {
      expect(normalizePagination({ total: 41, limit: 20, page: 3 })).toMatchObject({ pages: 3, page: 3 })
    })
  })

  describe('pageItems', () => {
    it.each<[number, number, (number | 'gap')[]]>([
      [1, 1, [1]],
      [1, 2, [1, 2]],
      [1, 3, [1, 2, 3]],
      [1, 10, [1, 2, 'gap', 10]],
      [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
      [10, 10, [1, 'gap', 9, 10]],
      // A gap for one page shows the page: 1, 2, 3, 4 rather than 1, …, 3, 4.
      [4, 10, [1, 2, 3, 4, 5, 'gap', 10]],
      [7, 10, [1, 'gap', 6, 7, 8, 9, 10]],
    ])('page %i of %i shows %j', (page, pages, expected) => {
      expect(pageItems(page, pages)).toEqual(expected)
    })

    it('clamps a page outside the range', () => {
      expect(pageItems(12, 10)).toEqual([1, 'gap', 9, 10])
      expect(pageItems(0, 3)).toEqual([1, 2, 3])
    })

    it('shows page 1 when there are no pages', () => {
      expect(pageItems(1, 0)).toEqual([1])
    })
  })
})
