/**
 * A picture of the simulated CMS's demo media for a widget's catalogue examples (docs/simulated-cms.md "Demo media": each
 * scene 480, 960 and 1440 px wide as AVIF, WebP and JPEG): the block image entity (src/lib/image-schemas.ts) with its
 * sources, the 960 px JPEG as its fallback and that file's height. Written once, so the examples name a scene, not files.
 */
export const examplePicture = (name: string, alt: string, height: number) => {
  const srcset = (extension: string) => [480, 960, 1440].map((width) => `/media/${name}-${width}.${extension} ${width}w`).join(', ')
  return {
    fallback: `/media/${name}-960.jpg`,
    srcset: srcset('jpg'),
    sources: [
      { type: 'image/avif' as const, srcset: srcset('avif') },
      { type: 'image/webp' as const, srcset: srcset('webp') },
    ],
    alt,
    width: 960,
    height,
  }
}

/** The demo video's still (docs/simulated-cms.md "Demo media": 480 and 960 px, WebP and JPEG only), for the video blocks' examples. */
export const EXAMPLE_VIDEO_POSTER = {
  fallback: '/media/oelwechsel-960.jpg',
  srcset: '/media/oelwechsel-480.jpg 480w, /media/oelwechsel-960.jpg 960w',
  sources: [{ type: 'image/webp' as const, srcset: '/media/oelwechsel-480.webp 480w, /media/oelwechsel-960.webp 960w' }],
  alt: 'Frisches Motorenöl fliesst in den Einfüllstutzen',
  width: 960,
  height: 540,
}
