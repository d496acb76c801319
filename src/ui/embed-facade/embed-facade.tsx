import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { reachProvider } from './reach'
import './embed-facade.css'

export type EmbedFacadeProps = {
  /** What the embed shows; the facade's heading and, after the click, the frame's title. */
  title: string
  /** Who serves it (a host name, «YouTube»): the consent note names them. */
  provider: string
  /** The same content at the provider, in a new tab: the way to it without loading it here, and when loading fails. */
  openUrl: string
  /** The address the embed loads: asked once after the click, so an unreachable provider gets a message, not a dead frame. */
  probeUrl: string
  /** The button's words where «Inhalt laden» says too little («Video ansehen»). */
  action?: string
  /** A picture of our own behind the facade (a video's still): never the provider's, which would be a request before the click. */
  poster?: ReactNode
  /** The embed itself, rendered only after the visitor's click: nothing is requested from the provider before. */
  children: ReactNode
}

type Stage = 'waiting' | 'asking' | 'loaded' | 'unreachable'

/**
 * Consent and click first (docs/adding-a-widget.md "A content block"; shared by the iframe, the video embed and the
 * magazine viewer): until the visitor asks for it, the block shows what the embed is, who would receive their data, a
 * button that loads it and a link to it at the provider; nothing is requested from the provider before that click.
 * After it the facade asks whether the provider answers (reach.ts): if so the embed takes the same box (its size is the
 * block's, by `data-height` or `data-ratio` on the block) and the focus moves into it; if not, the facade says so and
 * the focus moves to the link that opens it at the provider.
 */
export function EmbedFacade({ title, provider, openUrl, probeUrl, action, poster, children }: EmbedFacadeProps) {
  const { t } = useTranslation('common')
  const [stage, setStage] = useState<Stage>('waiting')
  const box = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    if (stage === 'loaded') box.current?.querySelector<HTMLElement>('iframe, video, [tabindex]')?.focus()
    if (stage === 'unreachable') box.current?.querySelector<HTMLElement>('[data-part="facade-open"]')?.focus()
  }, [stage])

  const load = async () => {
    if (stage === 'asking') return
    setStage('asking')
    setStage((await reachProvider(probeUrl)) ? 'loaded' : 'unreachable')
  }

  if (stage === 'loaded') {
    return (
      <div data-part="embed" ref={box}>
        {children}
      </div>
    )
  }
  return (
    <div data-part="facade" data-poster={poster === undefined ? undefined : ''} ref={box}>
      {poster !== undefined && <div data-part="facade-poster">{poster}</div>}
      <div data-part="facade-text">
        <p data-part="facade-title">{title}</p>
        {stage === 'unreachable' ? (
          <p data-part="facade-note" role="alert">
            {t('embed.unreachable', { provider })}
          </p>
        ) : (
          <p data-part="facade-note">{t('embed.consent', { provider })}</p>
        )}
        <p data-part="facade-actions">
          {stage !== 'unreachable' && (
            <button type="button" data-look="button" aria-disabled={stage === 'asking' || undefined} onClick={() => void load()}>
              {action ?? t('embed.load')}
            </button>
          )}
          <SafeLink href={openUrl} target="_blank" data-part="facade-open">
            {t('embed.open', { provider })}
          </SafeLink>
        </p>
      </div>
    </div>
  )
}
