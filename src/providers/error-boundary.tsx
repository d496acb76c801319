import { Component, type ErrorInfo, type ReactNode } from 'react'
import { reportIslandError } from '@/src/boot/errors'

type Props = { el: HTMLElement; children: ReactNode }

/**
 * One per island: a widget that throws while rendering is reported and leaves its marker empty,
 * while every other island on the page keeps working.
 */
export class IslandErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.el.setAttribute('data-island', 'failed')
    reportIslandError(Object.assign(error, { componentStack: info.componentStack }), this.props.el)
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}
