import { createElement, lazy, type ComponentType, type ReactNode } from 'react'
import { loadNamespaces } from '@/i18n/load'
import type { AnyWidget } from '@/src/widget/define-widget'
import type { AppStore } from '@/store/index'
import type { Area } from './areas'
import type { EditorPreviewProps } from './editor-preview/editor-preview'
import { describeError, describeMarker, PropsError, reportIslandError } from './errors'
import { strategies } from './hydrate'
import { importWidget } from './import-widget'
import { createPageRoot, type Island } from './mount'
import { readMarker, type MarkerSpec } from './read-marker'
import type { Registry, WidgetLoader } from './types'

export const MARKER_SELECTOR = '[data-component]'

export type RuntimeOptions = {
  /** Every placeable widget; loaded on the first marker, as the registry is a chunk of its own (it never grows the entry). */
  registry: Registry | (() => Promise<Registry>)
  store: AppStore
  /** Settles once the strings of an area's islands are there; they render after it, so nothing flashes untranslated. */
  strings?: (area: Area) => Promise<unknown>
  /** Page data `editor`: a broken block shows what is wrong instead of nothing (docs/cms-integration.md "Editor preview"). */
  editor?: boolean
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

/** The `[data-slot]` elements of a block that holds others (docs/cms-integration.md "Blocks in slots"), not those of the blocks in them. */
const slotsOf = (el: HTMLElement) => [...el.querySelectorAll('[data-slot]')].filter((slot) => slot.parentElement?.closest(MARKER_SELECTOR) === el)

/** A marker in a slot of the block around it: mounted on its own, never replaced by the outer island. */
const inSlot = (el: HTMLElement) => el.parentElement?.hasAttribute('data-slot') === true

/**
 * The markup the island replaces: the marker's fallback, but never a block's slots, whose child islands would go with
 * them (also when that block is broken: its children mount all the same).
 */
const fallbackOf = (el: HTMLElement) => (slotsOf(el).length > 0 ? [] : [...el.childNodes].filter((node) => !isPropsScript(node)))
const none = () => undefined

// The editor preview and its strings load only in the CMS's edit view, never for shoppers.
const EditorPreview = lazy(() =>
  Promise.all([import('./editor-preview/editor-preview'), loadNamespaces(['editor'])]).then(([module]) => ({ default: module.EditorPreview })),
)

/** What a failed island knows about its block, for the editor preview. */
type FailureContext = { props?: Record<string, unknown>; declaration?: AnyWidget }

/**
 * The island runtime: scans markers, checks them, hydrates each by its strategy, loads every widget's
 * code and strings in parallel, checks its props against its declaration and mounts the islands into
 * the one page root. Each marker is handled on its own, so a broken one is reported and skipped while
 * the rest mount.
 */
export function createRuntime({ registry, store, strings = () => Promise.resolve(), editor = false, container, singletons }: RuntimeOptions): Runtime {
  const host = container ?? document.body.appendChild(Object.assign(document.createElement('div'), { id: 'widgets-root' }))
  const page = createPageRoot(host, store, singletons)
  let known: Promise<Registry> | undefined
  const loadRegistry = () => (known ??= typeof registry === 'function' ? registry() : Promise.resolve(registry))
  const cancels = new Map<HTMLElement, () => void>()
  let nextId = 0

  // Islands whose code arrived together are added in one update, not one render each.
  const batch: Island[] = []
  const enqueue = (island: Omit<Island, 'id'>) => {
    if (batch.push({ ...island, id: nextId++ }) === 1) {
      queueMicrotask(() => {
        // The benchmark separates downloading code from mounting it (test/bench/mount.ts).
        if (performance.getEntriesByName('widgets:render').length === 0) performance.mark('widgets:render')
        page.add(batch.splice(0))
      })
    }
  }

  const preview = (el: HTMLElement, error: unknown, { props, declaration }: FailureContext): ReactNode => {
    const previewProps: EditorPreviewProps = {
      marker: describeMarker(el),
      problems: error instanceof PropsError && error.problems.length > 0 ? error.problems.map((p) => p.message) : [describeError(error)],
      ...(props ? { props } : {}),
      ...(declaration ? { examples: declaration.examples } : {}),
    }
    return createElement(EditorPreview, previewProps)
  }

  const fail = (el: HTMLElement, error: unknown, context: FailureContext = {}) => {
    el.setAttribute('data-island', 'failed')
    reportIslandError(error, el)
    if (!editor || !el.isConnected) return
    cancels.set(el, none)
    const Preview: ComponentType<Record<string, unknown>> = () => preview(el, error, context)
    enqueue({ el, Component: Preview, props: {}, fallback: fallbackOf(el), flag: 'failed' })
  }

  // A widget's code and its area's strings, awaited once per widget however many islands place it.
  const readiness = new Map<WidgetLoader, Promise<AnyWidget>>()
  const ready = ({ load, name, area }: MarkerSpec) => {
    let pending = readiness.get(load)
    if (!pending) {
      pending = Promise.all([importWidget(load, name), strings(area)]).then(([module]) => module.default)
      // A failure is not kept: a later boot() may try again.
      pending.catch(() => readiness.delete(load))
      readiness.set(load, pending)
    }
    return pending
  }

  async function start(el: HTMLElement, spec: MarkerSpec) {
    let declaration: AnyWidget | undefined
    try {
      const widget = await ready(spec)
      if (!cancels.has(el)) return // unmounted while loading
      declaration = widget
      const checked = widget.check(spec.props)
      if (import.meta.env.DEV && checked.unknown.length > 0) {
        console.warn(`${describeMarker(el)}: unknown props ${checked.unknown.map((key) => `"${key}"`).join(', ')} (known: ${Object.keys(widget.props.entries).join(', ')})`)
      }
      if (!checked.ok) throw new PropsError(checked.problems.map((problem) => problem.message).join('; '), checked.problems)
      const slots = slotsOf(el).length
      if (slots > (widget.slots ?? 0)) {
        const message = `${slots} [data-slot] elements; this block holds ${widget.slots ? `at most ${widget.slots}` : 'no other blocks'}`
        throw new PropsError(message, [{ path: 'data-slot', message }])
      }
      enqueue({
        el,
        // The one cast from a widget's check to its component: both come from the same declaration.
        Component: widget.component as ComponentType<Record<string, unknown>>,
        props: checked.props,
        fallback: fallbackOf(el),
        flag: 'mounted',
        preview: editor ? (error) => preview(el, error, { props: spec.props, declaration: widget }) : undefined,
      })
    } catch (error) {
      fail(el, error, { props: spec.props, ...(declaration ? { declaration } : {}) })
    }
  }

  function begin(el: HTMLElement, widgets: Registry) {
    // Removed, or unmounted on purpose, while the registry loaded.
    if (!el.isConnected || el.getAttribute('data-island') !== 'pending') return
    try {
      const spec = readMarker(el, widgets)
      cancels.set(el, none)
      const cancel = strategies[spec.hydrate](() => void start(el, spec), el)
      if (cancels.has(el)) cancels.set(el, cancel)
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
    const found = markersIn(root).filter((el) => !el.hasAttribute('data-island')) // mounted, pending or failed: never twice
    for (const el of found) {
      el.setAttribute('data-island', 'pending')
      if (import.meta.env.DEV && !inSlot(el) && el.parentElement?.closest(MARKER_SELECTOR)) {
        console.warn(`${describeMarker(el)}: a marker nested in another marker is replaced when the outer island mounts.`)
      }
    }
    if (found.length === 0) return
    loadRegistry().then(
      (widgets) => {
        for (const el of found) begin(el, widgets)
      },
      (error: unknown) => {
        for (const el of found) fail(el, error)
      },
    )
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
