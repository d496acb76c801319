/**
 * For the data tests of the news, fairs and jobs: the files an image entity of the demo media (test/cms/media
 * demoImage) names that are not in test/cms/media/files, so a picture of the mock data never points at nothing.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { MEDIA_DIR, MEDIA_PREFIX, type DemoImage } from '@/test/cms/media/index'

/** Every address of an image: its fallback and each candidate of its srcsets. */
const addressesOf = (image: DemoImage): string[] => [
  image.fallback,
  ...[image.srcset, ...image.sources.map((source) => source.srcset)].flatMap((srcset) => srcset.split(',').map((candidate) => candidate.trim().split(' ')[0] ?? '')),
]

/** The addresses of `image` that are no file of the demo media (none when all of them are). */
export const missingImageFiles = (image: DemoImage): string[] =>
  addressesOf(image).filter((address) => !address.startsWith(MEDIA_PREFIX) || !existsSync(join(MEDIA_DIR, address.slice(MEDIA_PREFIX.length))))
