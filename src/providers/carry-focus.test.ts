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
})
