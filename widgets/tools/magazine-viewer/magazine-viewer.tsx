import { useTranslation } from 'react-i18next'
import { EmbedFacade } from '@/src/ui/embed-facade/embed-facade'
import type { MagazineViewerProps } from './magazine-viewer.widget'
import { MAGAZINE_PROVIDER, readUrl, VIEWER_SANDBOX, viewerUrl } from './provider'
import './magazine-viewer.css'

/**
 * A magazine to leaf through (spec 2 §2.10), from the provider's viewer behind the facade: nothing is requested from
 * the provider before the visitor's click. Its box follows spec 2 §9 (magazine-viewer.css), the same before and after.
 */
export function MagazineViewer({ id, title, small }: MagazineViewerProps) {
  const { t } = useTranslation('tools')
  const viewer = viewerUrl(id)
  return (
    <div data-block="magazine-viewer" data-size={small ? 'small' : 'default'}>
      <EmbedFacade title={title} provider={MAGAZINE_PROVIDER} openUrl={readUrl(id)} probeUrl={viewer} action={t('magazine.read')}>
        <iframe src={viewer} title={title} sandbox={VIEWER_SANDBOX} allow="fullscreen" referrerPolicy="strict-origin-when-cross-origin" allowFullScreen />
      </EmbedFacade>
    </div>
  )
}
