import type { CSSProperties } from 'react'
import styles from './picture.module.css'

/** spec 1 §9, spec 2 §9: product images are shown at 3/4. */
export const PRODUCT_IMAGE_RATIO = '3/4'

/** The CMS image entity (spec 2 §3). */
export type PictureImage = {
  /** Candidates for the `<img>`, e.g. `a.jpg 480w, b.jpg 960w`. */
  srcset?: string
  /** The URL every browser can load; required (spec 2 §5). */
  fallback: string
  /** Alternative text; required, `''` marks a decorative image (spec 2 §5). */
  alt: string
  /** Advisory title shown on hover. */
  title?: string
  /** When present the image is rendered as a `<figure>` with this `<figcaption>`. */
  caption?: string
}

/** One `<source>` of the `<picture>`, e.g. a WebP set or an art-directed crop for a breakpoint. */
export type PictureSource = {
  srcset: string
  /** Required (spec 2 §5): without it the browser assumes 100vw and downloads too large a file. */
  sizes: string
  /** Media query selecting this source, e.g. `(min-width: 768px)`. */
  media?: string
  /** MIME type, e.g. `image/webp`; browsers that cannot decode it skip the source. */
  type?: string
}

/** `auto` leaves the choice to the browser by omitting the attribute (spec 2 §5 loading values). */
export type PictureLoading = 'lazy' | 'eager' | 'auto'

/** Props of {@link Picture}. */
export type PictureProps = {
  image: PictureImage
  sources?: PictureSource[]
  /** `sizes` for the `<img>` srcset. */
  sizes?: string
  /** Default `lazy`; use `eager` for the first image of a page (largest contentful paint). */
  loading?: PictureLoading
  /** Width/height, e.g. `3/4` or `16/9`: reserves the box before the image loads so nothing shifts. */
  ratio?: string
  className?: string
}

/** Picture data that breaks spec 2 §5; the message names the missing piece for the template author. */
export class PictureError extends Error {
  override name = 'PictureError'
}

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ')

const RATIO = /^\s*\d+(\.\d+)?\s*(\/\s*\d+(\.\d+)?\s*)?$/

/**
 * Checks the props against spec 2 §5 ("picture requires alt and fallback; sources require sizes") and
 * throws a {@link PictureError} on the first problem. The data comes from CMS JSON, so the types alone
 * do not hold; failing loudly lets the island's error boundary report it instead of shipping an
 * image without alternative text.
 */
export function assertPictureProps({ image, sources = [], ratio }: PictureProps): void {
  // Props come from CMS JSON, so the declared type is a promise the data may break.
  // oxlint-disable-next-line typescript/no-unnecessary-condition
  if (typeof image !== 'object' || image === null) throw new PictureError('Picture: image is missing')
  if (typeof image.fallback !== 'string' || image.fallback.trim() === '') {
    throw new PictureError('Picture: image.fallback is missing')
  }
  // '' is allowed: it marks a decorative image, which screen readers then skip.
  if (typeof image.alt !== 'string') {
    throw new PictureError(`Picture: image.alt is missing for ${image.fallback} (use '' for a decorative image)`)
  }
  sources.forEach((source, index) => {
    if (typeof source.sizes !== 'string' || source.sizes.trim() === '') {
      throw new PictureError(`Picture: sources[${index}].sizes is missing for ${image.fallback}`)
    }
  })
  if (ratio !== undefined && !RATIO.test(ratio)) {
    throw new PictureError(`Picture: ratio "${ratio}" is not a width/height like 3/4 or 16/9`)
  }
}

/**
 * A responsive image: `<picture>` with `<source>`s when given, lazy by default, decoded off the main
 * thread. With `ratio` its box keeps the shape while loading; with a caption it becomes a `<figure>`.
 */
export function Picture(props: PictureProps) {
  assertPictureProps(props)
  const { image, sources = [], sizes, loading = 'lazy', ratio, className } = props

  const figure = Boolean(image.caption)
  // The caller's class goes on the outermost box: the figure, else the ratio box, else the image
  // (`<picture>` is `display: contents`, so a class on it would style nothing).
  const outerClass = (isOuter: boolean) => (isOuter ? className : undefined)

  const img = (
    <img
      className={classes(styles.image, outerClass(!figure && ratio === undefined))}
      src={image.fallback}
      srcSet={image.srcset || undefined}
      sizes={sizes}
      alt={image.alt}
      title={image.title || undefined}
      loading={loading === 'auto' ? undefined : loading}
      decoding="async"
    />
  )
  const picture =
    sources.length > 0 ? (
      <picture className={styles.picture}>
        {sources.map((source, index) => (
          // The list comes from one CMS prop and never reorders, so its index is a stable key.
          <source key={index} srcSet={source.srcset} sizes={source.sizes} media={source.media} type={source.type} />
        ))}
        {img}
      </picture>
    ) : (
      img
    )
  const box =
    ratio === undefined ? (
      picture
    ) : (
      // The ratio goes in as a custom property so the stylesheet owns aspect-ratio and object-fit.
      <div
        className={classes(styles.ratio, outerClass(!figure))}
        style={{ '--picture-ratio': ratio } as CSSProperties}
      >
        {picture}
      </div>
    )

  if (!figure) return box
  return (
    <figure className={classes(styles.figure, className)}>
      {box}
      <figcaption className={styles.caption}>{image.caption}</figcaption>
    </figure>
  )
}
