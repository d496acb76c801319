import { useEffect, useRef } from 'react'
import { BlockPicture } from '@/src/ui/block-picture/block-picture'
import { FULL_WIDTH_SIZES } from '@/src/ui/block-picture/sizes'
import { startDrift } from './drift'
import type { ParallaxImageProps } from './parallax-image.widget'
import './parallax-image.css'

/**
 * A picture as a wide band that drifts slower than the page (spec 2 §2.10 parallax image). The drift is the
 * stylesheet's, a scroll-driven animation on the compositor; only a browser without them gets drift.ts's one transform
 * per frame. Under `prefers-reduced-motion` it stands still. The markup is the fallback's (parallax-image.fallback.ts).
 */
export function ParallaxImage({ image, ratio, loading, first }: ParallaxImageProps) {
  const band = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const picture = band.current?.querySelector<HTMLElement>('[data-part="picture"]')
    const img = picture?.querySelector('img')
    return picture && img ? startDrift(picture, img) : undefined
  }, [])
  return (
    <div data-block="parallax-image" ref={band}>
      <BlockPicture image={image} sizes={FULL_WIDTH_SIZES} ratio={ratio} loading={loading} first={first} />
    </div>
  )
}
