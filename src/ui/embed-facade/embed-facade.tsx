import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import './embed-facade.css'

export type EmbedFacadeProps = {
  /** What the embed shows; the facade's heading and, after the click, the frame's title. */
  title: string
  /** Who serves it (a host name, «YouTube»): the consent note names them. */
  provider: string
  /** The same content at the provider, in a new tab: the way to it without loading it here, and when loading fails. */
  openUrl: string
  /** The embed itself, rendered only after the visitor's click: nothing is requested from the provider before. */
  children: ReactNode
}

/**
 * Consent and click first (docs/adding-a-widget.md "A content block"; shared by the iframe, the video embed and the magazine viewer): until the visitor
 * asks for it, the block shows what the embed is, who would receive their data, a button that loads it and a link to
 * it at the provider; nothing is requested from the provider before that click. After it the embed takes the same box
 * (its size is the block's, by `data-height` or `data-ratio` on the block), and the focus moves into it.
 */
export function EmbedFacade({ title, provider, openUrl, children }: EmbedFacadeProps) {
  const { t } = useTranslation('common')
  const [loaded, setLoaded] = useState(false)
  const frame = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    if (loaded) frame.current?.querySelector<HTMLElement>('iframe, video, [tabindex]')?.focus()
  }, [loaded])

  if (loaded) {
    return (
      <div data-part="embed" ref={frame}>
        {children}
      </div>
    )
  }
  return (
    <div data-part="facade">
      <p data-part="facade-title">{title}</p>
      <p data-part="facade-note">{t('embed.consent', { provider })}</p>
      <p data-part="facade-actions">
        <button type="button" data-look="button" onClick={() => setLoaded(true)}>
          {t('embed.load')}
        </button>
        <SafeLink href={openUrl} target="_blank" data-part="facade-open">
          {t('embed.open', { provider })}
        </SafeLink>
      </p>
    </div>
  )
}
