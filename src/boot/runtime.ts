import type { ComponentType, ReactNode } from 'react'
import type { AppStore } from '@/store/index'
import { reportIslandError } from './errors'
import { strategies } from './hydrate'
import { importWidget } from './import-widget'
import { createPageRoot, type Island } from './mount'
import { readMarker, type MarkerSpec } from './read-marker'
import type { Registry } from './types'

export const MARKER_SELECTOR = '[data-component]'

export type RuntimeOptions = {
  registry: Registry
  store: AppStore
  /** Islands render once this settles (the active locale's strings), so nothing flashes in German first. */
  ready?: Promise<unknown>
  /** Where the page root lives; a new element at the end of <body> by default. */
  container?: HTMLElement
  singletons?: ReactNode
}

export type Runtime = {
  /** Mounts every marker under `root` not mounted yet; call again for markup inserted later. */
  boot(root?: ParentNode): void
  /** Unmounts every island under `root` (or the page). */
  unmount(root?: ParentNode): void
  destroy(): void
}

const markersIn = (root: ParentNode): HTMLElement[] => {
  const found = [...root.querySelectorAll<HTMLElement>(MARKER_SELECTOR)]
  return root instanceof HTMLElement && root.matches(MARKER_SELECTOR) ? [root, ...found] : found
}

const isPropsScript = (node: ChildNode) => node instanceof HTMLScriptElement && node.type === 'application/json'

/**
 * The island runtime: scans markers, checks them, hydrates each by its strategy, loads every widget's
 * code in parallel and mounts the islands into the one page root. Each marker is handled on its own,
 * so a broken one is reported and skipped while the rest mount.
 */
export function createRuntime({ registry, store, ready = Promise.resolve(), container, singletons }: RuntimeOptions): Runtime {
  const host = container ?? document.body.appendChild(Object.assign(document.createElement('div'), { id: 'widgets-root' }))
  const page = createPageRoot(host, store, singletons)
  const cancels = new Map<HTMLElement, () => void>()
  let nextId = 0

  // Islands whose code arrived together are added in one update, not one render each.
  const batch: Island[] = []
  const enqueue = (island: Island) => {
    if (batch.push(island) === 1) {
      queueMicrotask(() => {
        // The benchmark separates downloading code from mounting it (test/bench/mount.ts).
        if (performance.getEntriesByName('widgets:render').length === 0) performance.mark('widgets:render')
        page.add(batch.splice(0))
      })
    }
  }

  const fail = (el: HTMLElement, error: unknown) => {
    el.setAttribute('data-island', 'failed')
    reportIslandError(error, el)
  }

  async function start(el: HTMLElement, spec: MarkerSpec) {
    try {
      const module = await importWidget(spec.load, `${spec.area}/${spec.widget}`)
      await ready
      if (!cancels.has(el)) return // unmounted while loading
      enqueue({
        id: nextId++,
        el,
        // The one unknown → props cast: each widget checks its own props and throws a PropsError.
        Component: module.default as unknown as ComponentType<Record<string, unknown>>,
        props: spec.props,
        fallback: [...el.childNodes].filter((node) => !isPropsScript(node)),
      })
    } catch (error) {
      fail(el, error)
    }
  }

  function remove(els: HTMLElement[]) {
    if (els.length === 0) return
    for (const el of els) {
      cancels.get(el)?.()
      cancels.delete(el)
    }
    page.remove(new Set(els))
  }

  const prune = () => remove([...cancels.keys()].filter((el) => !el.isConnected))

  function boot(root: ParentNode = document) {
    prune()
    for (const el of markersIn(root)) {
      if (el.hasAttribute('data-island')) continue // mounted, pending or failed: never twice
      el.setAttribute('data-island', 'pending')
      if (import.meta.env.DEV && el.parentElement?.closest(MARKER_SELECTOR)) {
        console.warn(`${el.getAttribute('data-component')}/${el.getAttribute('data-widget')}: a marker nested in another marker is replaced when the outer island mounts.`)
      }
      try {
        const spec = readMarker(el, registry)
        cancels.set(el, () => undefined)
        const cancel = strategies[spec.hydrate](() => void start(el, spec), el)
        if (cancels.has(el)) cancels.set(el, cancel)
      } catch (error) {
        fail(el, error)
      }
    }
  }

  // The CMS or a widget may remove markup: islands whose marker left the document unmount.
  let pruneQueued = false
  const observer = new MutationObserver((records) => {
    if (pruneQueued || !records.some((record) => record.removedNodes.length > 0)) return
    pruneQueued = true
    queueMicrotask(() => {
      pruneQueued = false
      prune()
    })
  })
  observer.observe(document.body, { childList: true, subtree: true })

  return {
    boot,
    unmount: (root: ParentNode = document) => remove(markersIn(root).filter((el) => cancels.has(el))),
    destroy: () => {
      observer.disconnect()
      remove([...cancels.keys()])
      page.destroy()
      if (!container) host.remove()
    },
  }
}
