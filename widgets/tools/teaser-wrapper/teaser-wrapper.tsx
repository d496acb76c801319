import './teaser-wrapper.css'

/**
 * The teaser wrapper (spec 2 §2.10: up to four slots) is its CMS markup (teaser-wrapper.fallback.ts): the title and the
 * slots, each holding a block that mounts as an island of its own. The runtime leaves that markup in place
 * (docs/cms-integration.md "Blocks in slots"), so the island adds nothing: the runtime checks its props (teaser-wrapper.widget.ts) and counts its slots.
 */
export function TeaserWrapper(): null {
  return null
}
