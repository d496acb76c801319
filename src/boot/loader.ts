// The script the CMS writes into the head: a few hundred bytes, its own entry. The page's code (the entry
// src/boot/main.ts, React, the store, the widgets) starts downloading only once the browser has painted the
// page as the CMS wrote it, the final markup of the first screen: a slow line or CPU never holds that paint
// behind the widgets' code (docs/cms-integration.md "Loading the bundle").
import { afterFirstPaint, releasePreloads } from './after-first-paint'

afterFirstPaint(() => {
  const entry = releasePreloads(document)
  if (!entry) return
  import(/* @vite-ignore */ entry).catch((error: unknown) => {
    // The page stays as the CMS wrote it, readable, its links working; nothing else could report it yet.
    console.error('The widgets could not load:', error)
  })
})
