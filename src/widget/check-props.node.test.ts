import * as v from 'valibot'
import { checkProps } from './check-props'

const schema = v.object({
  title: v.pipe(v.string(), v.maxLength(10)),
  ratio: v.optional(v.picklist(['3:2', '16:9']), '3:2'),
  columns: v.optional(v.pipe(v.number(), v.integer(), v.minValue(3), v.maxValue(6))),
  links: v.optional(v.array(v.object({ href: v.string(), text: v.pipe(v.string(), v.regex(/\S/, 'must not be blank')) }))),
})

const problems = (raw: Record<string, unknown>) => {
  const checked = checkProps(schema, raw)
  return checked.ok ? [] : checked.problems.map((problem) => problem.message)
}

describe('checkProps', () => {
  it('fills in defaults and keeps what is valid', () => {
    expect(checkProps(schema, { title: 'Öle' })).toEqual({ ok: true, props: { title: 'Öle', ratio: '3:2' }, unknown: [] })
  })

  it.each([
    [{}, 'props.title: required, but missing'],
    [{ title: 7 }, 'props.title: expected string, got 7'],
    [{ title: 'Hochleistungsöle' }, 'props.title: expected length <=10, got 16'],
    [{ title: 'x', ratio: '4:3' }, 'props.ratio: expected "3:2" | "16:9", got "4:3"'],
    [{ title: 'x', columns: 2 }, 'props.columns: expected >=3, got 2'],
    [{ title: 'x', columns: 3.5 }, 'props.columns: expected integer, got 3.5'],
    [{ title: 'x', links: [{ href: '/a', text: 'A' }, { href: 5, text: 'B' }] }, 'props.links.1.href: expected string, got 5'],
    [{ title: 'x', links: [{ href: '/a', text: ' ' }] }, 'props.links.0.text: must not be blank, got " "'],
    [{ title: 'x', links: 'none' }, 'props.links: expected Array, got "none"'],
  ])('names the path and what was expected for %j', (raw, message) => {
    expect(problems(raw)).toEqual([message])
  })

  it('reports every problem, not only the first', () => {
    expect(problems({ title: 1, ratio: 2 })).toEqual(['props.title: expected string, got 1', 'props.ratio: expected "3:2" | "16:9", got 2'])
  })

  it('cuts long values in messages', () => {
    const [message] = problems({ title: 'x', ratio: 'y'.repeat(5000) })
    expect(message).toHaveLength('props.ratio: expected "3:2" | "16:9", got '.length + 60)
    expect(message?.endsWith('…')).toBe(true)
  })

  it('lists props the schema does not know, valid or not, and drops them from the props', () => {
    expect(checkProps(schema, { title: 'x', widht: '50' })).toMatchObject({ ok: true, props: { title: 'x', ratio: '3:2' }, unknown: ['widht'] })
    expect(checkProps(schema, { tilte: 'x' })).toMatchObject({ ok: false, unknown: ['tilte'] })
  })
})
