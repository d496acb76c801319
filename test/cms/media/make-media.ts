/**
 * Makes the demo site's media (docs/simulated-cms.md "Demo media") from the drawings of scenes.ts, with nothing
 * from the internet:
 *
 *   npm run media              every scene at 480, 960 and 1440 px as AVIF, WebP and progressive JPEG
 *   npm run media -- --video   and the oil-change video, recorded in Chromium, with its poster
 *
 * It overwrites files/ (and removes what no longer belongs there), prints every file's size and fails when the
 * folder outgrows its budget. The images come out the same on every run; the video does not (the encoder runs
 * against the clock), so it is only made when asked for.
 */
import { readdir, rm, stat, writeFile, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import sharp, { type Sharp } from 'sharp'
import { FORMATS, heightAt, MEDIA_DIR, mediaFiles, POSTER_WIDTHS, VIDEO_FILE, WIDTHS } from './index'
import { drawOelwechselFrame, OELWECHSEL_ART, OELWECHSEL_BACKDROP, SCENES, sceneSvg, VIDEO, type OelwechselArt } from './scenes'

/** The whole folder: it is committed, and every clone and CI checkout carries it. */
const BUDGET = 3 * 1024 * 1024

/**
 * Encoder settings, tuned on these flat drawings (large even areas, gradients, hard edges between colours) to about
 * 2.4 MB for all images. The JPEG keeps full-resolution colour: halved (4:2:0), the edges between blue and amber
 * bleed, and spending the bytes on a higher quality instead (80 at 4:2:0 costs about as much) leaves them so.
 */
const ENCODE = {
  avif: (image: Sharp) => image.avif({ quality: 56, effort: 5, chromaSubsampling: '4:4:4' }),
  webp: (image: Sharp) => image.webp({ quality: 82, effort: 6, smartSubsample: true }),
  jpg: (image: Sharp) => image.jpeg({ quality: 72, progressive: true, mozjpeg: true, chromaSubsampling: '4:4:4' }),
} as const satisfies Record<(typeof FORMATS)[number]['extension'], (image: Sharp) => Sharp>

/** The video: VP9 at this bit rate keeps the flat backdrop clean and the file within its share of the budget. */
const VIDEO_OPTIONS = { fps: 30, bitrate: 650_000, mimeTypes: ['video/webm;codecs=vp9', 'video/webm;codecs=vp8'] }

const file = (name: string) => join(MEDIA_DIR, name)

/** Every scene at every width: rendered from its SVG once, then encoded in each format. */
async function makeImages(): Promise<void> {
  for (const scene of SCENES) {
    for (const width of WIDTHS) {
      // Flattened: a corner a drawing leaves open would turn black in the JPEG and transparent in the others.
      const pixels = await sharp(Buffer.from(sceneSvg(scene, width))).flatten({ background: '#ffffff' }).png().toBuffer()
      const { height } = await sharp(pixels).metadata()
      if (height !== heightAt(scene, width)) throw new Error(`${scene.name} at ${width}: rendered ${height} px high, expected ${heightAt(scene, width)}`)
      for (const { extension } of FORMATS) await ENCODE[extension](sharp(pixels)).toFile(file(`${scene.name}-${width}.${extension}`))
    }
  }
}

type Recording = { webm: string; poster: string; frames: number; mimeType: string }
type RecordOptions = { frame: string; backdrop: string; art: OelwechselArt; width: number; height: number; seconds: number; fps: number; bitrate: number; mimeTypes: string[] }

/**
 * Runs in the page: draws the first frame (the poster), then records the canvas with MediaRecorder while
 * requestAnimationFrame draws the animation for its length in real time. Returns base64 and a data: URL, which
 * is what page.evaluate can hand back.
 */
async function recordInPage(options: RecordOptions): Promise<Recording> {
  // The frame's code arrives as text: it was written in Node, and only its source can cross into the page.
  const draw = new Function(`return (${options.frame})`)() as typeof drawOelwechselFrame
  const backdrop = new Image()
  backdrop.src = options.backdrop
  await backdrop.decode()
  const canvas = document.createElement('canvas')
  canvas.width = options.width
  canvas.height = options.height
  document.body.append(canvas)
  const context = canvas.getContext('2d')
  if (!context) throw new Error('No 2D canvas')
  draw(context, 0, options.art, backdrop)
  const poster = canvas.toDataURL('image/png')
  const mimeType = options.mimeTypes.find((type) => MediaRecorder.isTypeSupported(type))
  if (!mimeType) throw new Error(`MediaRecorder records none of ${options.mimeTypes.join(', ')}`)
  const recorder = new MediaRecorder(canvas.captureStream(options.fps), { mimeType, videoBitsPerSecond: options.bitrate })
  const chunks: Blob[] = []
  recorder.ondataavailable = (event) => chunks.push(event.data)
  const stopped = new Promise((resolve) => (recorder.onstop = resolve))
  recorder.start()
  let frames = 0
  await new Promise<void>((resolve) => {
    const start = performance.now()
    const tick = (now: number) => {
      const t = Math.max(0, (now - start) / 1000)
      draw(context, Math.min(t, options.seconds), options.art, backdrop)
      frames++
      if (t >= options.seconds) resolve()
      else requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })
  recorder.stop()
  await stopped
  const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer())
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return { webm: btoa(binary), poster, frames, mimeType }
}

/** Records the video in the machine's Chromium and writes it with its poster (the first frame) in the poster's widths and formats. */
async function makeVideo(): Promise<void> {
  const backdrop = await sharp(Buffer.from(sceneSvg(OELWECHSEL_BACKDROP, VIDEO.width))).png().toBuffer()
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  try {
    const context = await browser.newContext({ viewport: { width: VIDEO.width, height: VIDEO.height } })
    const page = await context.newPage()
    // tsx compiles with esbuild's keepNames, which wraps functions in __name(…): the page needs that helper too.
    await page.evaluate('globalThis.__name = (fn) => fn')
    const recording = await page.evaluate(recordInPage, {
      frame: drawOelwechselFrame.toString(),
      backdrop: `data:image/png;base64,${backdrop.toString('base64')}`,
      art: OELWECHSEL_ART,
      width: VIDEO.width,
      height: VIDEO.height,
      seconds: VIDEO.seconds,
      ...VIDEO_OPTIONS,
    })
    console.log(`Video: ${recording.frames} frames drawn in ${VIDEO.seconds} s, ${recording.mimeType}`)
    await writeFile(file(VIDEO_FILE), Buffer.from(recording.webm, 'base64'))
    const poster = Buffer.from(recording.poster.slice(recording.poster.indexOf(',') + 1), 'base64')
    for (const width of POSTER_WIDTHS) {
      const resized = () => sharp(poster).resize(width, heightAt(VIDEO, width))
      await ENCODE.webp(resized()).toFile(file(`${VIDEO.name}-${width}.webp`))
      await ENCODE.jpg(resized()).toFile(file(`${VIDEO.name}-${width}.jpg`))
    }
  } finally {
    await browser.close()
  }
}

/** Removes what make-media no longer makes (a renamed scene), so the folder holds exactly mediaFiles(). */
async function removeStrays(): Promise<void> {
  const wanted = new Set(mediaFiles())
  for (const name of await readdir(MEDIA_DIR)) if (!wanted.has(name)) await rm(file(name))
}

/** Prints every file's size and the total; false when the folder is over budget or a file is missing. */
async function report(): Promise<boolean> {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10)
  let total = 0
  const missing: string[] = []
  for (const name of mediaFiles()) {
    const size = await stat(file(name)).then(
      (info) => info.size,
      () => undefined,
    )
    if (size === undefined) {
      missing.push(name)
      continue
    }
    total += size
    console.log(`${name.padEnd(28)}${kb(size)}`)
  }
  console.log(`${'Total'.padEnd(28)}${kb(total)}  (budget ${kb(BUDGET).trim()})`)
  if (missing.length > 0) console.error(`Missing: ${missing.join(', ')} (npm run media -- --video makes the video)`)
  if (total > BUDGET) console.error(`Over budget by ${kb(total - BUDGET).trim()}: lower the qualities in make-media.ts`)
  return missing.length === 0 && total <= BUDGET
}

await mkdir(MEDIA_DIR, { recursive: true })
await makeImages()
if (process.argv.includes('--video')) await makeVideo()
await removeStrays()
if (!(await report())) process.exitCode = 1
