/**
 * The video provider of the tools area's embedded videos (spec 2 §3: embedded video by youtubeId; the video embed and
 * the gallery slider): YouTube, played from its privacy-enhanced host, which sets no cookie until the visitor plays the
 * video.
 */
export const VIDEO_PROVIDER = 'YouTube'

/** A YouTube video id: eleven letters, digits, `-` and `_`. */
export const YOUTUBE_ID = /^[\w-]{11}$/

/** The player, started by the click that loaded it; no related videos of other channels at the end. */
export const playerUrl = (id: string): string => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`

/** The video on YouTube itself: the way to it without loading the player here, and when the player cannot load. */
export const watchUrl = (id: string): string => `https://www.youtube.com/watch?v=${id}`

/** What the player may do: run, play in full screen and open YouTube in a new tab; never navigate this page. */
export const PLAYER_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox'
