import { Component, type ErrorInfo, type ReactNode } from 'react'
import { reportIslandError } from '@/src/boot/errors'

type Props = {
  el: HTMLElement
  children: ReactNode
  /** Editor mode: what to show instead of nothing when the island throws. */
  preview?: ((error: unknown) => ReactNode) | undefined
}

/**
 * One per island: a widget that throws while rendering is reported and leaves its marker empty (or, in
 * the CMS's edit view, shows what went wrong), while every other island on the page keeps working.
 */
export class IslandErrorBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false }

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.el.setAttribute('data-island', 'failed')
    reportIslandError(Object.assign(error, { componentStack: info.componentStack }), this.props.el)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return this.props.preview ? this.props.preview(this.state.error) : null
  }
}
