/**
 * The id of the `<template>` in which the CMS lists the page's code as `modulepreload` links; its
 * `data-entry` names the entry's file, which the loader imports.
 */
export const PRELOADS_ID = 'widget-code'

/** A page that paints nothing the browser reports (a blank one) starts after this long all the same. */
export const FIRST_PAINT_WAIT_MAX_MS = 1000

/**
 * Runs `start` once the browser reports its first paint (the paint timing entry, given once the frame is on
 * the screen; a frame's callbacks run before it is even drawn). Where paint timing is missing, a task queued
 * from the next frame's callbacks, which runs after that frame is drawn. A hidden tab paints nothing and
 * runs no frames: it starts at once.
 */
export function afterFirstPaint(start: () => void) {
  if (document.visibilityState === 'hidden') return void setTimeout(start)
  let done = false
  let observer: PerformanceObserver | undefined
  const once = () => {
    if (done) return
    done = true
    observer?.disconnect()
    clearTimeout(cap)
    start()
  }
  const cap = setTimeout(once, FIRST_PAINT_WAIT_MAX_MS)
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint')) {
    observer = new PerformanceObserver(once)
    observer.observe({ type: 'paint', buffered: true })
  } else {
    requestAnimationFrame(() => setTimeout(once))
  }
}

/** How many preload links go into the head per task: starting a download costs a phone's main thread about 1 ms. */
export const PRELOADS_PER_TASK = 4

/**
 * Moves the CMS's preload links into the head, where every file of the page starts downloading, and answers
 * the entry's address (none on a page without the list). The first links (the entry and its imports, listed
 * first) go at once; the rest follow in tasks of a few each, so that starting 60 downloads is never one long
 * task while the visitor may already be tapping.
 */
export function releasePreloads(doc: Document): string | undefined {
  const list = doc.getElementById(PRELOADS_ID)
  if (!(list instanceof HTMLTemplateElement)) return undefined
  const links = [...list.content.children]
  const next = () => {
    doc.head.append(...links.splice(0, PRELOADS_PER_TASK))
    if (links.length > 0) setTimeout(next)
  }
  next()
  return list.dataset.entry
}
