import { screen, waitFor, within } from '@testing-library/react'
import * as v from 'valibot'
import { i18n } from '@/i18n/index'
import { defineWidget } from '@/src/widget/define-widget'
import { mountPage, pageDataScript, settleIslands, testRegistry } from '@/test/render'
import { AREAS } from './areas'
import type { WidgetModule } from './types'

const greeting = defineWidget({
  description: 'Ein Gruss.',
  props: v.object({ name: v.optional(v.pipe(v.string(), v.maxLength(20)), 'Welt'), mood: v.optional(v.picklist(['froh', 'ernst'])) }),
  component: ({ name }) => <p>Hallo {name}</p>,
  examples: { standard: { name: 'Anna' } },
  budgetKb: 1,
})
const broken = defineWidget({
  description: 'Wirft beim Rendern.',
  props: v.object({}),
  component: (): never => {
    throw new Error('kaputt')
  },
  examples: { standard: {} },
  budgetKb: 1,
})

// A block that holds two others in its slots (docs/cms-integration.md "Blocks in slots"), adding nothing of its own.
const wrapper = defineWidget({
  description: 'Hält zwei Blöcke.',
  props: v.object({ title: v.optional(v.string()) }),
  component: () => null,
  examples: { standard: {} },
  budgetKb: 1,
  slots: 2,
})

const registry = testRegistry({ greeting, broken, wrapper })
const mount = (html: string, editor = false) => mountPage((editor ? pageDataScript({ editor: true }) : '') + html, registry)
const marker = (attributes: string, inner = '') => `<div ${attributes}>${inner}</div>`
const warnings = () => vi.mocked(console.warn).mock.calls.map(([text]) => String(text))

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

describe('island runtime', () => {
  it.each(AREAS.flatMap((area) => (['load', 'idle', 'visible'] as const).map((hydrate) => [area, hydrate])))(
    'mounts a %s widget hydrated on %s with its props',
    async (area, hydrate) => {
      await mount(marker(`data-component="${area}" data-widget="greeting" data-hydrate="${hydrate}" data-props='{"name":"Anna"}'`))
      expect(await screen.findByText('Hallo Anna')).toBeInTheDocument()
      expect(document.querySelector('[data-component]')).toHaveAttribute('data-island', 'mounted')
    },
  )

  it('reads props from a child JSON script and replaces the fallback markup', async () => {
    await mount(
      marker('data-component="tools" data-widget="greeting" data-hydrate="load"', '<script type="application/json">{"name":"Beat"}</script><p>Server-Fallback</p>'),
    )
    expect(await screen.findByText('Hallo Beat')).toBeInTheDocument()
    expect(screen.queryByText('Server-Fallback')).not.toBeInTheDocument()
  })

  it('fills in the defaults of the widget’s schema', async () => {
    await mount(marker('data-component="tools" data-widget="greeting" data-hydrate="load"'))
    expect(await screen.findByText('Hallo Welt')).toBeInTheDocument()
  })

  it.each([
    ['bad JSON', `data-component="tools" data-widget="greeting" data-props='{name:'`, 'PropsError', /props are not valid JSON/],
    ['props that are a number', `data-component="tools" data-widget="greeting" data-props="0"`, 'PropsError', /props must be a JSON object, not number/],
    ['props that are null', `data-component="tools" data-widget="greeting" data-props="null"`, 'PropsError', /props must be a JSON object, not null/],
    ['props that are an array', `data-component="tools" data-widget="greeting" data-props="[]"`, 'PropsError', /not an array/],
    ['a prop of the wrong kind', `data-component="tools" data-widget="greeting" data-props='{"name":42}'`, 'PropsError', /: props\.name: expected string, got 42$/],
    ['a value off the list', `data-component="tools" data-widget="greeting" data-props='{"mood":"wütend"}'`, 'PropsError', /: props\.mood: expected "froh" \| "ernst", got "wütend"$/],
    ['a value too long', `data-component="tools" data-widget="greeting" data-props='{"name":"${'x'.repeat(80)}"}'`, 'PropsError', /: props\.name: expected length <=20, got 80$/],
    ['an unknown area', 'data-component="shop" data-widget="greeting"', 'UnknownAreaError', /unknown area "shop"/],
    ['an unknown widget', 'data-component="tools" data-widget="carousel"', 'UnknownWidgetError', /unknown widget "carousel" in area "tools" \(known: greeting, broken, wrapper\)/],
    ['a prototype key as widget', 'data-component="tools" data-widget="constructor"', 'UnknownWidgetError', /unknown widget "constructor"/],
    ['a prototype key as area', 'data-component="__proto__" data-widget="greeting"', 'UnknownAreaError', /unknown area "__proto__"/],
  ])('skips an island with %s, warns where and what, and still mounts its neighbour', async (_, attributes, name, message) => {
    await mount(
      marker(`${attributes} data-hydrate="load" id="bad"`) +
        marker(`data-component="news" data-widget="greeting" data-hydrate="load" data-props='{"name":"Nachbar"}'`),
    )
    expect(await screen.findByText('Hallo Nachbar')).toBeInTheDocument()
    expect(document.getElementById('bad')).toHaveAttribute('data-island', 'failed')
    expect(document.getElementById('bad')).toBeEmptyDOMElement()
    const [text, error] = vi.mocked(console.warn).mock.calls.find(([, e]) => e instanceof Error && e.name === name) ?? []
    expect(String(text)).toMatch(/^\[data-component="[^"]*"\]\[data-widget="[^"]*"\]: /)
    expect(String(text)).toMatch(message)
    expect((error as Error).name).toBe(name)
  })

  it('names every rejected prop by path in one warning', async () => {
    await mount(marker(`data-component="tools" data-widget="greeting" data-hydrate="load" data-props='{"name":1,"mood":2}'`))
    expect(warnings()).toContain('[data-component="tools"][data-widget="greeting"]: props.name: expected string, got 1; props.mood: expected "froh" | "ernst", got 2')
  })

  it('warns in development about props the widget does not know, and mounts it', async () => {
    await mount(marker(`data-component="tools" data-widget="greeting" data-hydrate="load" data-props='{"name":"Anna","nmae":"x"}'`))
    expect(await screen.findByText('Hallo Anna')).toBeInTheDocument()
    expect(warnings()).toContain('[data-component="tools"][data-widget="greeting"]: unknown props "nmae" (known: name, mood)')
  })

  it('keeps other islands when one throws while rendering', async () => {
    await mount(
      marker('data-component="tools" data-widget="broken" data-hydrate="load" id="broken"') +
        marker(`data-component="footer" data-widget="greeting" data-hydrate="load"`),
    )
    expect(await screen.findByText('Hallo Welt')).toBeInTheDocument()
    await waitFor(() => expect(document.getElementById('broken')).toHaveAttribute('data-island', 'failed'))
    expect(warnings().some((text) => text.startsWith('[data-component="tools"][data-widget="broken"]: Error: kaputt'))).toBe(true)
  })

  it('never mounts a marker twice and boots markup inserted later', async () => {
    const { runtime } = await mount(marker('data-component="tools" data-widget="greeting" data-hydrate="load"'))
    runtime.boot(document)
    await settleIslands()
    expect(screen.getAllByText('Hallo Welt')).toHaveLength(1)

    const later = document.createElement('section')
    later.innerHTML = marker(`data-component="product" data-widget="greeting" data-hydrate="load" data-props='{"name":"Später"}'`)
    document.body.append(later)
    runtime.boot(later)
    expect(await screen.findByText('Hallo Später')).toBeInTheDocument()
    expect(screen.getAllByText(/^Hallo/)).toHaveLength(2)
  })

  it('unmounts an island whose marker is removed, and mounts it again when it returns', async () => {
    const { runtime } = await mount(marker(`data-component="tools" data-widget="greeting" data-hydrate="load" id="m"`))
    const el = document.getElementById('m')
    expect(await screen.findByText('Hallo Welt')).toBeInTheDocument()
    el?.remove()
    await waitFor(() => expect(el).not.toHaveAttribute('data-island'))
    document.body.prepend(el as HTMLElement)
    runtime.boot(document)
    expect(await screen.findByText('Hallo Welt')).toBeInTheDocument()
  })

  it('retries a failed widget import once, then mounts', async () => {
    let calls = 0
    const flaky = testRegistry({
      greeting: () => (++calls === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve({ default: greeting } as WidgetModule)),
    })
    await mountPage(marker('data-component="tools" data-widget="greeting" data-hydrate="load"'), flaky)
    expect(await screen.findByText('Hallo Welt')).toBeInTheDocument()
    expect(calls).toBe(2)
  })

  it('reports a chunk-load error when the import fails twice, and mounts the rest', async () => {
    const failing = { ...testRegistry({ greeting }), tools: { greeting: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) } }
    await mountPage(
      marker('data-component="tools" data-widget="greeting" data-hydrate="load" id="gone"') +
        marker('data-component="footer" data-widget="greeting" data-hydrate="load"'),
      failing,
    )
    expect(await screen.findByText('Hallo Welt')).toBeInTheDocument()
    expect(document.getElementById('gone')).toHaveAttribute('data-island', 'failed')
    expect(warnings().some((text) => /ChunkLoadError|failed to load \(tools\/greeting\)/.test(text))).toBe(true)
  })

  it('warns about an unknown hydrate mode and treats it as visible', async () => {
    await mount(marker('data-component="tools" data-widget="greeting" data-hydrate="soon"'))
    expect(await screen.findByText('Hallo Welt')).toBeInTheDocument()
    expect(warnings().some((text) => text.includes('data-hydrate="soon"'))).toBe(true)
  })

  it('renders an island only once its area’s strings and the shared ones are loaded, in the page’s locale', async () => {
    await mountPage(pageDataScript({ session: { language: 'fr-CH' } }) + marker('data-component="shopuser" data-widget="greeting" data-hydrate="load"'), registry)
    expect(await screen.findByText('Hallo Welt')).toBeInTheDocument()
    expect(i18n.language).toBe('fr-CH')
    expect(i18n.hasResourceBundle('fr', 'shopuser')).toBe(true)
    expect(i18n.hasResourceBundle('fr', 'common')).toBe(true)
    expect(i18n.hasResourceBundle('fr', 'editor')).toBe(false)
  })
})

describe('blocks in slots', () => {
  const slot = (inner: string) => `<div data-slot>${inner}</div>`
  const child = (name: string, id: string, widget = 'greeting') => marker(`data-component="tools" data-widget="${widget}" data-hydrate="load" id="${id}" data-props='{"name":"${name}"}'`, `<p>Fallback ${name}</p>`)
  const wrapped = (props: string, slots: string[], id = 'wrapper') =>
    marker(`data-component="tools" data-widget="wrapper" data-hydrate="load" id="${id}" data-props='${props}'`, `<div data-block="wrapper"><h2>Dienste</h2><div data-part="slots">${slots.map(slot).join('')}</div></div>`)

  it('mounts each block in a slot once, as an island of its own, and leaves the wrapper’s markup in place', async () => {
    const { runtime } = await mount(wrapped('{}', [child('Anna', 'a'), child('Beat', 'b')]))
    await settleIslands()
    runtime.boot(document)
    await settleIslands()
    expect(screen.getAllByText('Hallo Anna')).toHaveLength(1)
    expect(screen.getAllByText('Hallo Beat')).toHaveLength(1)
    expect(screen.queryByText(/^Fallback/)).toBeNull()
    expect(document.getElementById('wrapper')).toHaveAttribute('data-island', 'mounted')
    expect(screen.getByRole('heading', { name: 'Dienste' })).toBeInTheDocument()
    expect(document.querySelectorAll('[data-slot] > [data-island="mounted"]')).toHaveLength(2)
    expect(warnings()).toEqual([])
  })

  it('a broken block breaks only its own slot', async () => {
    await mount(wrapped('{}', [child('Anna', 'broken', 'broken'), child('Beat', 'b')]))
    expect(await screen.findByText('Hallo Beat')).toBeInTheDocument()
    await waitFor(() => expect(document.getElementById('broken')).toHaveAttribute('data-island', 'failed'))
    expect(document.getElementById('wrapper')).toHaveAttribute('data-island', 'mounted')
  })

  it('a broken wrapper keeps the blocks in its slots', async () => {
    await mount(wrapped('{"title":1}', [child('Anna', 'a')]))
    expect(await screen.findByText('Hallo Anna')).toBeInTheDocument()
    await waitFor(() => expect(document.getElementById('wrapper')).toHaveAttribute('data-island', 'failed'))
    expect(screen.getByRole('heading', { name: 'Dienste' })).toBeInTheDocument()
  })

  it('reports a slot more than the wrapper holds, and shows it to the editor beside the blocks, which all mount', async () => {
    await mount(wrapped('{}', [child('Anna', 'a'), child('Beat', 'b'), child('Carla', 'c')]), true)
    const box = document.getElementById('wrapper')!
    expect(await within(box).findByText('3 [data-slot] elements; this block holds at most 2')).toBeInTheDocument()
    expect(box).toHaveAttribute('data-island', 'failed')
    for (const name of ['Anna', 'Beat', 'Carla']) expect(await screen.findByText(`Hallo ${name}`)).toBeInTheDocument()
    expect(warnings().some((text) => text.includes('3 [data-slot] elements; this block holds at most 2'))).toBe(true)
  })

  it('still warns about a marker nested in another outside a slot, which the outer island replaces', async () => {
    await mount(marker('data-component="tools" data-widget="greeting" data-hydrate="load"', child('Anna', 'a')))
    expect(await screen.findByText('Hallo Welt')).toBeInTheDocument()
    expect(warnings().some((text) => text.endsWith('a marker nested in another marker is replaced when the outer island mounts.'))).toBe(true)
  })
})

describe('editor preview (page data editor: true)', () => {
  it('shows a rejected block’s marker, every problem by path, its props and the examples, in its place', async () => {
    await mount(marker(`data-component="tools" data-widget="greeting" data-hydrate="load" id="bad" data-props='{"name":1,"mood":"wütend"}'`, '<p>Fallback</p>'), true)
    const box = within(document.getElementById('bad')!)
    expect(await box.findByText('[data-component="tools"][data-widget="greeting"]')).toBeInTheDocument()
    expect(box.getByText('props.name: expected string, got 1')).toBeInTheDocument()
    expect(box.getByText('props.mood: expected "froh" | "ernst", got "wütend"')).toBeInTheDocument()
    expect(box.getByText(/"mood": "wütend"/)).toBeInTheDocument()
    expect(box.getByText('standard')).toBeInTheDocument()
    expect(box.getByText(/"name": "Anna"/)).toBeInTheDocument()
    expect(box.queryByText('Fallback')).not.toBeInTheDocument()
    expect(document.getElementById('bad')).toHaveAttribute('data-island', 'failed')
  })

  it('names an unknown widget and the known ones', async () => {
    await mount(marker('data-component="tools" data-widget="karussell" data-hydrate="load" id="bad"'), true)
    expect(await within(document.getElementById('bad')!).findByText('unknown widget "karussell" in area "tools" (known: greeting, broken, wrapper)')).toBeInTheDocument()
  })

  it('shows what a block threw while rendering', async () => {
    await mount(marker('data-component="tools" data-widget="broken" data-hydrate="load" id="bad"'), true)
    expect(await within(document.getElementById('bad')!).findByText('Error: kaputt')).toBeInTheDocument()
  })

  it('shows shoppers nothing: without editor mode the block stays empty', async () => {
    await mount(marker(`data-component="tools" data-widget="greeting" data-hydrate="load" id="bad" data-props='{"name":1}'`))
    expect(document.getElementById('bad')).toHaveAttribute('data-island', 'failed')
    expect(document.getElementById('bad')).toBeEmptyDOMElement()
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument()
  })
})
