import { Component, type ErrorInfo, type ReactNode } from 'react'
import { reportIslandError } from '@/src/boot/errors'
import { reportError } from '@/src/reporting/report'
import { carryFocus } from './carry-focus'

type Props = {
  el: HTMLElement
  /** Server-rendered fallback markup in the marker, removed in the same frame the island first paints. */
  fallback: readonly ChildNode[]
  /** The marker's flag once rendered: `mounted`, or `failed` for an editor preview in place of a broken block. */
  flag: 'mounted' | 'failed'
  children: ReactNode
  /** Editor mode: what to show instead of nothing when the island throws. */
  preview?: ((error: unknown) => ReactNode) | undefined
}

/**
 * One per island: flags its marker once the island has committed and drops the fallback it replaces; a
 * widget that throws while rendering is reported and leaves its marker empty (or, in the CMS's edit view,
 * shows what went wrong), while every other island on the page keeps working. The lifecycle lives here,
 * not in a component of its own, because a page may hold a thousand islands.
 */
export class IslandErrorBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false }

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true }
  }

  override componentDidMount() {
    if (this.state.failed) return
    const { el, fallback } = this.props
    carryFocus(fallback, () => [...el.childNodes].filter((node) => !fallback.includes(node)))
    for (const node of fallback) node.remove()
    el.setAttribute('data-island', this.props.flag)
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.el.setAttribute('data-island', 'failed')
    reportIslandError(Object.assign(error, { componentStack: info.componentStack }), this.props.el)
  }

  override componentWillUnmount() {
    this.props.el.removeAttribute('data-island')
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return this.props.preview ? this.props.preview(this.state.error) : null
  }
}

type QuietProps = {
  /** Who failed, for the console warning and the error report. */
  name: string
  children: ReactNode
  /** Called once per failure, after it is reported (e.g. to drop the notification that broke). */
  onError?: (error: unknown) => void
  /** A new value renders the children again after a failure (the next change to what they show). */
  resetKey?: unknown
}

/**
 * For what renders beside the islands (the notification host, the loader overlay, one notification):
 * a failure there is reported and renders nothing, and never unmounts the page's islands, which share
 * its React root.
 */
export class QuietErrorBoundary extends Component<QuietProps, { failed: boolean; key: unknown }> {
  override state = { failed: false, key: this.props.resetKey }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  // The key the children last rendered with: a failure holds until it changes.
  static getDerivedStateFromProps(props: QuietProps, state: { key: unknown }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(`${this.props.name} failed and was left out: ${error.name}: ${error.message}`)
    reportError(Object.assign(error, { componentStack: info.componentStack }), { singleton: this.props.name })
    this.props.onError?.(error)
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}
