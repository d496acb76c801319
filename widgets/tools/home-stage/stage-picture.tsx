import { stagePictureParts, type StagePictureOptions } from './stage-media'

/**
 * A picture of the home stage, as `stagePictureHtml` (home-stage.fallback.ts) writes it for the CMS: the empty image at
 * the widths where the stylesheet hides it, then a source per format and the image with `srcset` and `sizes`
 * (stage-media.ts).
 */
export function StagePicture(options: StagePictureOptions) {
  const { sources, img } = stagePictureParts(options)
  return (
    <picture data-part="picture">
      {sources.map((source) => (
        <source key={source.srcset} media={source.media} type={source.type} srcSet={source.srcset} sizes={source.sizes} />
      ))}
      <img
        src={img.src}
        srcSet={img.srcset}
        sizes={img.sizes}
        alt={img.alt}
        title={img.title}
        width={img.width}
        height={img.height}
        loading={img.loading}
        fetchPriority={img.fetchpriority}
        decoding={img.decoding}
      />
    </picture>
  )
}
