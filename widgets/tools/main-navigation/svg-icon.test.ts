import { svgIconUrl } from './svg-icon'

const SVG = 'http://www.w3.org/2000/svg'
const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))

describe('svgIconUrl', () => {
  it('keeps an SVG that only draws, as a data address of the same base64', () => {
    const icon = base64(`<svg xmlns="${SVG}" viewBox="0 0 24 24"><defs><linearGradient id="g"/></defs><path d="M3 6h18" stroke="url(#g)"/><use href="#g"/></svg>`)
    expect(svgIconUrl(icon)).toBe(`data:image/svg+xml;base64,${icon}`)
  })

  it('reads base64 with line breaks and non-ASCII text (UTF-8)', () => {
    const icon = base64(`<svg xmlns="${SVG}"><title>Öl</title><circle r="4"/></svg>`)
    expect(svgIconUrl(`${icon.slice(0, 20)}\n${icon.slice(20)}`)).toBe(`data:image/svg+xml;base64,${icon}`)
  })

  it.each([
    ['a script element', `<svg xmlns="${SVG}"><script>alert(1)</script></svg>`],
    ['a script in another case', `<svg xmlns="${SVG}"><SCRIPT>alert(1)</SCRIPT></svg>`],
    ['an event handler', `<svg xmlns="${SVG}" onload="alert(1)"><circle r="4"/></svg>`],
    ['an event handler on a child', `<svg xmlns="${SVG}"><circle r="4" onmouseover="alert(1)"/></svg>`],
    ['a foreignObject', `<svg xmlns="${SVG}"><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject></svg>`],
    ['a link to a script address', `<svg xmlns="${SVG}" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:alert(1)"><circle r="4"/></a></svg>`],
    ['an outside reference', `<svg xmlns="${SVG}"><image href="https://evil.example/track.png"/></svg>`],
    ['entity declarations', `<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa">]><svg xmlns="${SVG}"><text>&a;</text></svg>`],
    ['HTML, not SVG', '<html><body><img src=x onerror=alert(1)></body></html>'],
    ['an svg element outside the SVG namespace', '<svg><circle r="4"/></svg>'],
    ['broken XML', `<svg xmlns="${SVG}"><circle r="4"></svg>`],
  ])('refuses an icon with %s', (_, text) => {
    expect(svgIconUrl(base64(text))).toBeUndefined()
  })

  it.each([['not base64', 'PHN2Zz4<>'], ['bytes that are not UTF-8', btoa('\xff\xfe<svg/>')], ['nothing', '']])('refuses %s', (_, value) => {
    expect(svgIconUrl(value)).toBeUndefined()
  })
})
