import { screen, waitFor, within } from '@testing-library/react'
import { iconUrl } from '@/src/lib/static-files'
import { fallbackHtml } from '@/test/cms/widget-markup'
import { renderWidget, type RenderWidgetOptions } from '@/test/render'
import type { WidgetInputs } from '@/test/widget-inputs.gen'

const TRAIL = [
  { label: 'Motorenöle', uri: '/produkte/motorenoele' },
  { label: 'PKW-Motorenöle', uri: '/produkte/motorenoele/pkw' },
  { label: 'SAE 0W-30', uri: '/produkte/motorenoele/pkw/0w-30' },
]

const renderTrail = (breadcrumbs: unknown[], props: WidgetInputs['tools/breadcrumb'] = {}, options: RenderWidgetOptions = {}) =>
  renderWidget('tools/breadcrumb', props, { ...options, pageData: { session: { breadcrumbs, urls: { homepageUrl: '/de-ch' } } } })

const trailList = () => document.querySelector('ol')!
const structuredData = () => JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent) as {
  '@type': string
  itemListElement: { position: number; name: string; item?: string }[]
}

/** The shape of rendered markup a visitor sees: tags, the attributes that style or describe it, and text. */
function outline(root: Element): string {
  const kept = ['href', 'src', 'alt', 'aria-current', 'aria-label', 'data-back', 'data-collapsible', 'data-part', 'width', 'height']
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
    if (!(node instanceof Element) || node.tagName === 'SCRIPT') return ''
    // An inline icon's file arrives after mounting; its box is what must match.
    if (node.hasAttribute('data-icon')) return `<span data-icon="${node.getAttribute('data-icon')}"></span>`
    const attributes = kept.filter((name) => node.hasAttribute(name)).map((name) => ` ${name}="${node.getAttribute(name) ?? ''}"`)
    return `<${node.tagName.toLowerCase()}${attributes.join('')}>${[...node.childNodes].map(walk).join('')}</${node.tagName.toLowerCase()}>`
  }
  return [...root.childNodes].map(walk).join('')
}

describe('breadcrumb', () => {
  it('shows the home link, then the session’s trail, the last item as the current page', async () => {
    await renderTrail(TRAIL)
    const list = trailList()
    const links = within(list).getAllByRole('link')
    expect(links[0]).toHaveAccessibleName('Startseite')
    expect(links[0]).toHaveAttribute('href', '/de-ch')
    expect(links[1]).toHaveAccessibleName('Motorenöle')
    expect(within(list).getAllByRole('listitem')).toHaveLength(4)
    const current = within(list).getByRole('link', { current: 'page' })
    expect(current).toHaveAccessibleName('SAE 0W-30')
    expect(current).toHaveAttribute('href', '/produkte/motorenoele/pkw/0w-30')
    expect(within(list).getAllByRole('link', { current: false })).toHaveLength(3)
  })

  it('renders disabled items, and items without an address, as plain text (spec 2 §2.1)', async () => {
    await renderTrail([
      { label: 'Produkte', uri: '/produkte', disabled: true },
      { label: 'Service', uri: null },
      { label: 'Getriebeöle', uri: '/produkte/getriebeoele' },
    ])
    const list = trailList()
    expect(within(list).getByText('Produkte').closest('a')).toBeNull()
    expect(within(list).getByText('Service').closest('a')).toBeNull()
    expect(within(list).queryByRole('link', { name: 'Produkte' })).not.toBeInTheDocument()
    expect(within(list).getByRole('link', { name: 'Getriebeöle', current: 'page' })).toBeInTheDocument()
  })

  it('marks a disabled last item as the current page too, as text', async () => {
    await renderTrail([{ label: 'Motorenöle', uri: '/produkte/motorenoele' }, { label: 'Angebote', uri: '/angebote', disabled: true }])
    const current = within(trailList()).getByText('Angebote')
    expect(current).toHaveAttribute('aria-current', 'page')
    expect(current.closest('a')).toBeNull()
  })

  it('takes the trail from the items prop instead of the session when given', async () => {
    await renderTrail(TRAIL, { items: [{ label: 'Schmierfette', uri: '/produkte/schmierfette' }] })
    const list = trailList()
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    expect(within(list).getByRole('link', { name: 'Schmierfette', current: 'page' })).toBeInTheDocument()
    expect(within(list).queryByText('Motorenöle')).not.toBeInTheDocument()
  })

  it('drops malformed session items with a warning that names them, and keeps the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await renderTrail([{ label: 'Motorenöle', uri: '/produkte/motorenoele' }, { uri: '/ohne-namen' }, { label: 42 }, 'Text', { label: 'Getriebeöle', uri: '/produkte/getriebeoele' }])
    expect(within(trailList()).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Startseite', expect.stringContaining('Motorenöle'), 'Getriebeöle'])
    const warnings = warn.mock.calls.map(([text]) => String(text))
    expect(warnings).toContain('Dropped session.breadcrumbs.1: session.breadcrumbs.1.label: required, but missing')
    expect(warnings.filter((text) => text.startsWith('Dropped session.breadcrumbs.'))).toHaveLength(3)
  })

  it('cuts long labels with an ellipsis and never links to javascript:', async () => {
    await renderTrail([{ label: 'Hochleistungsschmierstoff'.repeat(10), uri: 'javascript:alert(1)' }, { label: 'Fette', uri: '/fette' }])
    const long = within(trailList()).getByText(/^Hochleistungsschmierstoff/)
    expect(long.textContent).toHaveLength(80)
    expect(long.textContent.endsWith('…')).toBe(true)
    expect(long.closest('a')).toBeNull()
  })

  it('offers the parent page as “Zurück zu …” for the phone’s one-line layout', async () => {
    await renderTrail(TRAIL)
    const list = trailList()
    expect(list).toHaveAttribute('data-collapsible')
    const parent = within(list).getAllByRole('listitem')[2]!
    expect(parent).toHaveAttribute('data-back')
    expect(within(parent).getByText('Zurück zu PKW-Motorenöle')).toHaveAttribute('data-part', 'back')
    // Only one item is the parent, and the home link alone never collapses.
    expect(list.querySelectorAll('[data-back]')).toHaveLength(1)
  })

  it('shows the home link alone, not collapsed, when the trail is empty', async () => {
    await renderTrail([])
    expect(within(trailList()).getAllByRole('listitem')).toHaveLength(1)
    expect(trailList()).not.toHaveAttribute('data-collapsible')
  })

  it('describes the trail as schema.org BreadcrumbList structured data, with absolute addresses', async () => {
    await renderTrail([{ label: 'Produkte', uri: '/produkte', disabled: true }, ...TRAIL])
    const data = structuredData()
    expect(data['@type']).toBe('BreadcrumbList')
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Startseite', item: `${window.location.origin}/de-ch` },
      { '@type': 'ListItem', position: 2, name: 'Produkte' },
      { '@type': 'ListItem', position: 3, name: 'Motorenöle', item: `${window.location.origin}/produkte/motorenoele` },
      { '@type': 'ListItem', position: 4, name: 'PKW-Motorenöle', item: `${window.location.origin}/produkte/motorenoele/pkw` },
      { '@type': 'ListItem', position: 5, name: 'SAE 0W-30', item: `${window.location.origin}/produkte/motorenoele/pkw/0w-30` },
    ])
  })

  it('escapes < in the structured data, so a label cannot end the script element', async () => {
    await renderTrail([{ label: '</script><img src=x onerror=alert(1)>', uri: '/x' }])
    const script = document.querySelector('script[type="application/ld+json"]')!
    expect(script.innerHTML).not.toContain('<')
    expect(script.innerHTML).toContain('\\u003c/script>')
    expect(structuredData().itemListElement[1]?.name).toBe('</script><img src=x onerror=alert(1)>')
    expect(document.querySelector('img')).toBeNull()
  })

  it('shows category links with their icons above the trail', async () => {
    await renderTrail(TRAIL, {
      categoryLinks: [
        { label: 'Motorenöle', href: '/produkte/motorenoele', icon: 'oil-finder' },
        { label: 'Getriebeöle', href: '/produkte/getriebeoele', icon: '/media/getriebe.svg' },
        { label: 'Fette', href: 'javascript:alert(1)' },
      ],
    })
    const categories = screen.getByRole('list', { name: 'Produktkategorien' })
    const links = within(categories).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Motorenöle', 'Getriebeöle'])
    expect(links[0]).toHaveAttribute('href', '/produkte/motorenoele')
    // An icon name is the file of public/icons, inlined so it takes the link's colour (spec 2 §7).
    await waitFor(() => expect(links[0]!.querySelector('[data-icon="oil-finder"] > svg')).not.toBeNull())
    expect(links[0]!.querySelector('[data-icon]')).toHaveAttribute('aria-hidden', 'true')
    expect(links[1]!.querySelector('img')).toHaveAttribute('src', '/media/getriebe.svg')
    // Not a link, still readable.
    expect(within(categories).getByText('Fette').closest('a')).toBeNull()
  })

  it('warns only when a named icon is missing, and still shows the link', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { el } = await renderTrail(TRAIL, { categoryLinks: [{ label: 'Kühlmittel', href: '/produkte/kuehlmittel', icon: 'coolant-drop' }] })
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining(`Icon "coolant-drop" not shown: ${iconUrl('coolant-drop')} answered 404`)))
    expect(el).toHaveAttribute('data-island', 'mounted')
    expect(screen.getByRole('link', { name: 'Kühlmittel' }).querySelector('[data-icon="coolant-drop"]')).toBeEmptyDOMElement()
  })

  it.each([
    [{ categoryLinks: [{ label: 'Öle', href: '/oele', icon: 'javascript:alert(1)' }] }, 'props.categoryLinks.0.icon'],
    [{ items: [{ label: '  ', uri: '/x' }] }, 'props.items.0.label: must not be blank'],
  ])('is skipped with a warning for bad props %j', async (props, problem) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { el } = await renderTrail([], props)
    expect(el).toHaveAttribute('data-island', 'failed')
    expect(warn.mock.calls.map(([text]) => String(text)).join('\n')).toContain(problem)
  })

  it('renders exactly the markup of the CMS’s fallback, so nothing changes when it mounts', async () => {
    const categoryLinks = [{ label: 'Motorenöle', href: '/produkte/motorenoele', icon: 'oil-finder' as const }]
    const trail = [{ label: 'Produkte', disabled: true }, ...TRAIL, { bad: true }]
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const fallback = document.createElement('div')
    // The malformed item as the page data's trail: the props' schema would refuse it.
    fallback.innerHTML = fallbackHtml('tools/breadcrumb', { categoryLinks }, 'de-CH', { breadcrumbs: trail, homeUrl: '/de-ch', pageUrl: window.location.href })
    const { el } = await renderTrail(trail, { categoryLinks })
    expect(outline(el.firstElementChild!)).toBe(outline(fallback.firstElementChild!))
    expect(fallback.firstElementChild).toHaveAttribute('data-fallback', 'breadcrumb')
    expect(outline(el)).toContain('Zurück zu PKW-Motorenöle')
  })
})
