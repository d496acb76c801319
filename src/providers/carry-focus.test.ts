import { carryFocus } from './carry-focus'

/** A marker holding the fallback and, after it, the island's markup, as in the frame an island first paints. */
function markerWith(fallback: string, island: string) {
  document.body.innerHTML = `<div id="marker">${fallback}</div>`
  const el = document.getElementById('marker')!
  const from = [...el.childNodes]
  el.insertAdjacentHTML('beforeend', island)
  const to = [...el.childNodes].filter((node) => !from.includes(node))
  return { el, from, to }
}

const LINKS = '<p><a href="/a">A</a> <a href="/b">B</a></p>'

describe('carryFocus', () => {
  it('moves the focus from a fallback’s link to the island’s link of the same rank', () => {
    const { from, to } = markerWith(LINKS, LINKS)
    ;(from[0] as HTMLElement).querySelectorAll('a')[1]!.focus()
    carryFocus(from, () => to)
    expect(document.activeElement).toBe((to[0] as HTMLElement).querySelectorAll('a')[1])
  })

  it('leaves the focus alone when it is not in the fallback', () => {
    const { from, to } = markerWith(LINKS, LINKS)
    document.body.insertAdjacentHTML('beforeend', '<button id="outside">Aussen</button>')
    document.getElementById('outside')!.focus()
    carryFocus(from, () => to)
    expect(document.activeElement).toHaveAttribute('id', 'outside')
  })

  it('moves nothing when the island has other focusables than its fallback (a widget with behaviour)', () => {
    const { from, to } = markerWith(LINKS, '<p><a href="/a">A</a></p><button>Mehr</button><button>Weniger</button>')
    ;(from[0] as HTMLElement).querySelector('a')!.focus()
    carryFocus(from, () => to)
    expect(to.some((node) => node.contains(document.activeElement))).toBe(false)
  })

  it('takes what was typed into the fallback’s field into the island’s field, announced as typing', () => {
    const field = '<form><input type="search" name="q"></form>'
    const { from, to } = markerWith(field, field)
    const typed = (from[0] as HTMLElement).querySelector('input')!
    typed.value = '8400 Winter'
    typed.focus()
    const target = (to[0] as HTMLElement).querySelector('input')!
    const heard = vi.fn()
    target.addEventListener('input', heard)
    carryFocus(from, () => to)
    expect(document.activeElement).toBe(target)
    expect(target.value).toBe('8400 Winter')
    expect(heard).toHaveBeenCalledTimes(1)
  })

  it('never overwrites what the island’s field already holds', () => {
    const { from, to } = markerWith('<input type="text">', '<input type="text" value="Vorgabe">')
    const typed = from[0] as HTMLInputElement
    typed.value = 'getippt'
    typed.focus()
    carryFocus(from, () => to)
    expect((to[0] as HTMLInputElement).value).toBe('Vorgabe')
  })
})
