import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { byteRange, serveFolderFile } from '../static'
import { LANGUAGES } from '../texts'
import { demoImage, demoVideo, MEDIA_DIR, MEDIA_PREFIX, MEDIA_SCENES, mediaFiles } from './index'

// Written out rather than taken from index.ts: a change there must show up here.
const WIDTHS = [480, 960, 1440]
const BUDGET = 3 * 1024 * 1024
const read = (name: string) => readFileSync(join(MEDIA_DIR, name))
const local = (url: string) => {
  expect(url.startsWith(MEDIA_PREFIX)).toBe(true)
  return url.slice(MEDIA_PREFIX.length)
}
/** `url 480w, url 960w` as [file, width] pairs. */
const candidates = (srcset: string) =>
  srcset.split(', ').map((candidate) => {
    const [url = '', descriptor = ''] = candidate.split(' ')
    return [local(url), Number(descriptor.replace(/w$/, ''))] as const
  })

/** Each format by its first bytes, so a file cannot pass under the wrong extension. */
const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  jpg: (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8,
  webp: (bytes) => bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP',
  avif: (bytes) => bytes.toString('latin1', 4, 12) === 'ftypavif',
  webm: (bytes) => bytes.readUInt32BE(0) === 0x1a45dfa3 && bytes.includes('webm'),
}

/**
 * A JPEG's pixel size from its frame header (SOF0–SOF15, except DHT, JPG and DAC, which share the range), read
 * segment by segment from the start; `progressive` for SOF2.
 */
function jpegFrame(bytes: Buffer): { width: number; height: number; progressive: boolean } | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined
  let at = 2
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined
    const marker = bytes[at + 1]!
    if (marker === 0xff) {
      at += 1
      continue
    }
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7), progressive: marker === 0xc2 }
    at += 2 + bytes.readUInt16BE(at + 2)
  }
  return undefined
}

describe('the demo media files', () => {
  it.each(MEDIA_SCENES.map((scene) => [scene.name]))('%s has AVIF, WebP and JPEG at 480, 960 and 1440 pixels', (name) => {
    for (const width of WIDTHS)
      for (const format of ['avif', 'webp', 'jpg']) {
        const file = `${name}-${width}.${format}`
        expect(existsSync(join(MEDIA_DIR, file)), file).toBe(true)
        expect(SIGNATURES[format]!(read(file)), `${file} is ${format}`).toBe(true)
      }
  })

  it('has the video, and its poster in two widths as WebP and JPEG', () => {
    expect(SIGNATURES.webm!(read('oelwechsel.webm'))).toBe(true)
    for (const width of [480, 960]) {
      expect(SIGNATURES.webp!(read(`oelwechsel-${width}.webp`))).toBe(true)
      expect(jpegFrame(read(`oelwechsel-${width}.jpg`))).toMatchObject({ width, height: (width * 9) / 16 })
    }
  })

  it('has every JPEG progressive and as wide as its name says', () => {
    const jpegs = readdirSync(MEDIA_DIR).filter((name) => name.endsWith('.jpg'))
    expect(jpegs.length).toBe(MEDIA_SCENES.length * 3 + 2)
    for (const name of jpegs) {
      const width = Number(/-(\d+)\.jpg$/.exec(name)?.[1])
      expect(jpegFrame(read(name)), name).toMatchObject({ width, progressive: true })
    }
  })

  it('holds exactly what make-media.ts makes', () => {
    expect(readdirSync(MEDIA_DIR).toSorted()).toEqual(mediaFiles().toSorted())
  })

  // Everything in the folder counts: it is all committed.
  it('stays within 3 MB', () => {
    const total = readdirSync(MEDIA_DIR).reduce((sum, name) => sum + statSync(join(MEDIA_DIR, name)).size, 0)
    expect(total).toBeLessThan(BUDGET)
  })
})

describe('demoImage', () => {
  it.each(MEDIA_SCENES.map((scene) => [scene.name, scene]))('names only existing files of %s, at 480, 960 and 1440 w, as tall as its drawing', (name, scene) => {
    const image = demoImage(name)
    const height = Math.round((960 * scene.height) / scene.width)
    expect(image).toMatchObject({ fallback: `/media/${name}-960.jpg`, alt: scene.alt.de, width: 960, height })
    expect(image.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp'])
    for (const [srcset, extension] of [[image.srcset, 'jpg'], ...image.sources.map((source) => [source.srcset, source.type.slice('image/'.length)])] as const) {
      const files = candidates(srcset)
      expect(files.map(([, width]) => width)).toEqual(WIDTHS)
      for (const [file, width] of files) {
        expect(file).toBe(`${name}-${width}.${extension}`)
        expect(existsSync(join(MEDIA_DIR, file)), file).toBe(true)
      }
    }
    // The reserved box is the file's: the fallback's real pixel size.
    expect(jpegFrame(read(local(image.fallback)))).toMatchObject({ width: 960, height })
  })

  it('says what the image shows in each language', () => {
    for (const language of LANGUAGES) for (const scene of MEDIA_SCENES) expect(demoImage(scene.name, language).alt).toBe(scene.alt[language])
    for (const scene of MEDIA_SCENES) expect(new Set(LANGUAGES.map((language) => scene.alt[language])).size).toBe(LANGUAGES.length)
  })

  it('refuses a name that is no scene', () => {
    expect(() => demoImage('fabrik')).toThrow(/No demo image «fabrik»: one of werk, labor/)
  })
})

describe('demoVideo', () => {
  it('names the video and a poster of its size whose files exist', () => {
    const video = demoVideo('fr')
    expect(video).toMatchObject({ src: '/media/oelwechsel.webm', type: 'video/webm', width: 960, height: 540 })
    expect(existsSync(join(MEDIA_DIR, local(video.src)))).toBe(true)
    expect(video.poster).toMatchObject({ fallback: '/media/oelwechsel-960.jpg', width: 960, height: 540 })
    expect(video.poster.alt).toMatch(/^Animation: de l’huile/)
    const files = [video.poster.srcset, ...video.poster.sources.map((source) => source.srcset)].flatMap(candidates)
    expect(files.map(([file]) => file).toSorted()).toEqual(['oelwechsel-480.jpg', 'oelwechsel-480.webp', 'oelwechsel-960.jpg', 'oelwechsel-960.webp'])
    for (const [file] of files) expect(existsSync(join(MEDIA_DIR, file)), file).toBe(true)
  })
})

describe('serveFolderFile', () => {
  const serve = async (pathname: string, range?: string) => {
    const sent: { status?: number; headers: Record<string, string>; body?: Buffer } = { headers: {} }
    const res = {
      writeHead(status: number, headers: Record<string, string>) {
        sent.status = status
        sent.headers = headers
        return res
      },
      end(body?: Buffer) {
        sent.body = body
        return res
      },
    }
    const req = { method: 'GET', headers: range === undefined ? {} : { range } } as IncomingMessage
    const refused = await serveFolderFile(req, res as unknown as ServerResponse, MEDIA_DIR, MEDIA_PREFIX, pathname)
    return { refused, ...sent }
  }

  it.each([
    ['werk-960.avif', 'image/avif'],
    ['werk-960.webp', 'image/webp'],
    ['werk-960.jpg', 'image/jpeg'],
    ['oelwechsel.webm', 'video/webm'],
  ])('answers %s whole, as %s, cached for an hour', async (name, type) => {
    const answer = await serve(`/media/${name}`)
    expect(answer).toMatchObject({ refused: undefined, status: 200, headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=3600', 'Accept-Ranges': 'bytes' } })
    expect(answer.body?.equals(read(name))).toBe(true)
  })

  it('answers a byte range of the video with 206, and one beyond its end with 416', async () => {
    const size = read('oelwechsel.webm').length
    const part = await serve('/media/oelwechsel.webm', 'bytes=100-199')
    expect(part).toMatchObject({ status: 206, headers: { 'Content-Range': `bytes 100-199/${size}`, 'Content-Length': '100' } })
    expect(part.body?.equals(read('oelwechsel.webm').subarray(100, 200))).toBe(true)
    expect(await serve('/media/oelwechsel.webm', `bytes=${size}-`)).toMatchObject({ status: 416, headers: { 'Content-Range': `bytes */${size}` } })
  })

  // Only plain names of the folder: no traversal (decoded or not), no subfolder, no hidden file, nothing missing.
  it.each(['/media/nope.jpg', '/media/..%2Findex.ts', '/media/%2e%2e%2Fscenes.ts', '/media/files/werk-960.jpg', '/media/.gitignore', '/media/', '/media/werk-960.jpg%00'])('leaves %s to the not-found page', async (pathname) => {
    const answer = await serve(pathname)
    expect(answer.refused).toBe(404)
    expect(answer.status, 'nothing sent').toBeUndefined()
  })

  it('names bad percent-encoding a bad request', async () => {
    const answer = await serve('/media/%zz.jpg')
    expect(answer.refused).toBe(400)
    expect(answer.status, 'nothing sent').toBeUndefined()
  })
})

describe('byteRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=900-', { start: 900, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=990-2000', { start: 990, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=5-2', undefined],
    ['bytes=0-1,5-9', undefined],
    ['items=0-1', undefined],
    [undefined, undefined],
  ] as const)('reads %j of 1000 bytes as %j', (header, range) => {
    expect(byteRange(header, 1000)).toEqual(range)
  })
})
