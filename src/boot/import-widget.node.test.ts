import * as v from 'valibot'
import { defineWidget } from '@/src/widget/define-widget'
import { CHUNK_LOAD_TIMEOUT_MS, importWidget } from './import-widget'
import type { WidgetModule } from './types'

const widget: WidgetModule = { default: defineWidget({ description: 'Leer.', props: v.object({}), component: () => null, examples: { leer: {} }, budgetKb: 1 }) }

describe('importWidget', () => {
  afterEach(() => vi.useRealTimers())

  it('fails with a chunk-load error after 120 s without an answer (spec 2 §8), once retried', async () => {
    vi.useFakeTimers()
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000)
    const load = vi.fn(() => new Promise<WidgetModule>(() => undefined))
    const pending = importWidget(load, 'tools/slow')
    const settled = pending.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(119_999)
    expect(load).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(load).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(await settled).toMatchObject({ name: 'ChunkLoadError', message: expect.stringContaining('did not load within 120 s (tools/slow)') })
  })

  it('loads a widget once however many islands place it', async () => {
    const load = vi.fn(() => Promise.resolve(widget))
    const [a, b] = await Promise.all([importWidget(load, 'tools/a'), importWidget(load, 'tools/a')])
    expect(a).toBe(widget)
    expect(b).toBe(widget)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('forgets a failure, so a later boot may try again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue(widget)
    await expect(importWidget(load, 'tools/b')).rejects.toMatchObject({ name: 'ChunkLoadError' })
    await expect(importWidget(load, 'tools/b')).resolves.toBe(widget)
    expect(load).toHaveBeenCalledTimes(3)
  })
})
