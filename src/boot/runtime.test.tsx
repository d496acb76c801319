import { screen, waitFor } from '@testing-library/react'
import { mountPage, settleIslands } from '@/test/render'
import type { Registry, WidgetModule } from './types'

const Greeting = ({ name }: { name?: string }) => <p>Hallo {name ?? 'Welt'}</p>
const Broken = (): never => {
  throw new Error('kaputt')
}
const module = (component: unknown) => Promise.resolve({ default: component } as WidgetModule)

const AREAS = ['product', 'news', 'oilfinder', 'shopuser', 'form', 'tools', 'footer'] as const
const registry: Registry = Object.fromEntries(
  AREAS.map((area) => [area, { greeting: () => module(Greeting), broken: () => module(Broken) }]),
)

const mount = (html: string) => mountPage(html, registry)
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

  it.each([
    ['bad JSON', `data-component="tools" data-widget="greeting" data-props='{name:'`, 'PropsError', /props are not valid JSON/],
    ['props that are a number', `data-component="tools" data-widget="greeting" data-props="0"`, 'PropsError', /props must be a JSON object, not number/],
    ['props that are null', `data-component="tools" data-widget="greeting" data-props="null"`, 'PropsError', /props must be a JSON object, not null/],
    ['props that are an array', `data-component="tools" data-widget="greeting" data-props="[]"`, 'PropsError', /not an array/],
    ['an unknown area', 'data-component="shop" data-widget="greeting"', 'UnknownAreaError', /unknown area "shop"/],
    ['an unknown widget', 'data-component="tools" data-widget="carousel"', 'UnknownWidgetError', /unknown widget "carousel" in area "tools"/],
    ['a prototype key as widget', 'data-component="tools" data-widget="constructor"', 'UnknownWidgetError', /unknown widget "constructor"/],
    ['a prototype key as area', 'data-component="__proto__" data-widget="greeting"', 'UnknownAreaError', /unknown area "__proto__"/],
  ])('skips an island with %s, warns where and what, and still mounts its neighbour', async (_, attributes, name, message) => {
    await mount(
      marker(`${attributes} data-hydrate="load" id="bad"`) +
        marker(`data-component="news" data-widget="greeting" data-hydrate="load" data-props='{"name":"Nachbar"}'`),
    )
    expect(await screen.findByText('Hallo Nachbar')).toBeInTheDocument()
    expect(document.getElementById('bad')).toHaveAttribute('data-island', 'failed')
    const [text, error] = vi.mocked(console.warn).mock.calls.find(([, e]) => e instanceof Error && e.name === name) ?? []
    expect(String(text)).toMatch(/^\[data-component="[^"]*"\]\[data-widget="[^"]*"\]: /)
    expect(String(text)).toMatch(message)
    expect((error as Error).name).toBe(name)
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
    const flaky: Registry = {
      tools: {
        greeting: () => (++calls === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : module(Greeting)),
      },
    }
    await mountPage(marker('data-component="tools" data-widget="greeting" data-hydrate="load"'), flaky)
    expect(await screen.findByText('Hallo Welt')).toBeInTheDocument()
    expect(calls).toBe(2)
  })

  it('reports a chunk-load error when the import fails twice, and mounts the rest', async () => {
    const failing: Registry = {
      tools: { greeting: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) },
      footer: { greeting: () => module(Greeting) },
    }
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
})
