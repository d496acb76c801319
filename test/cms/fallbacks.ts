/**
 * The fallback markup a CMS template writes into a marker (README "Fallback markup"): the block's
 * content, or a box the widget's stylesheet sizes, so the page does not shift when the island mounts.
 * For the demo's own content only: the XSS pages must never get their payloads as fallback.
 */
import { escapeHtml } from './html'

type Props = Record<string, unknown>

const FALLBACKS: Record<string, (props: Props, signedIn: boolean) => string> = {
  'tools/rich-text': (props) => `<div data-fallback="${escapeHtml(props.width ?? 'default')}">${typeof props.html === 'string' ? props.html : ''}</div>`,
  'tools/heading': (props) => {
    const level = typeof props.level === 'number' ? props.level : 2
    const id = typeof props.anchor === 'string' ? ` id="${escapeHtml(props.anchor)}"` : ''
    return `<h${level}${id}>${escapeHtml(props.text ?? '')}</h${level}>`
  },
  'shopuser/login-form': (_, signedIn) => `<div data-fallback="${signedIn ? 'signed-in' : 'form'}"></div>`,
}

/** The fallback for `area/widget` with these props; empty for a widget without one (it then takes no room until it mounts). */
export const fallbackFor = (name: string, props: unknown, signedIn = false): string =>
  Object.hasOwn(FALLBACKS, name) ? (FALLBACKS[name]?.(typeof props === 'object' && props !== null ? (props as Props) : {}, signedIn) ?? '') : ''
