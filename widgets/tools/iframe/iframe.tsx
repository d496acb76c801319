import { EmbedFacade } from '@/src/ui/embed-facade/embed-facade'
import type { IframeProps } from './iframe.widget'
import { IFRAME_SANDBOX, providerOf } from './provider'
import './iframe.css'

/**
 * Another site's page in a frame (spec 2 §2.10), behind the facade: nothing is requested from that site before the
 * visitor's click (consent first), then the frame loads sandboxed, titled, without a referrer beyond the origin.
 */
export function IframeBlock({ src, title, height }: IframeProps) {
  const provider = providerOf(src)
  return (
    <div data-block="iframe" data-height={height}>
      <EmbedFacade title={title} provider={provider} openUrl={src} probeUrl={src}>
        <iframe src={src} title={title} sandbox={IFRAME_SANDBOX} referrerPolicy="strict-origin-when-cross-origin" allow="fullscreen" height={height} loading="lazy" />
      </EmbedFacade>
    </div>
  )
}
