import { useEffect, useRef, useState, type RefObject } from 'react'
import { afterNextPaint } from '@/src/lib/after-paint'
import type { DealerMap, MapHandlers, MapOptions } from './leaflet-map'

export type MapStatus = 'loading' | 'ready' | 'failed'

/**
 * The dealer finder's map in `container`: Leaflet loads as a chunk of its own once the island has mounted (the list
 * needs none of it). A chunk that does not load, or tiles that do not, leave the map `failed`, and the finder says so;
 * the list works all along. The handlers are read at the time of each event, so the finder may pass new ones freely.
 */
export function useLeafletMap(container: RefObject<HTMLDivElement | null>, options: MapOptions, handlers: MapHandlers): { status: MapStatus; map: DealerMap | null } {
  const [status, setStatus] = useState<MapStatus>('loading')
  const [map, setMap] = useState<DealerMap | null>(null)
  const latest = useRef(handlers)
  useEffect(() => {
    latest.current = handlers
  })

  useEffect(() => {
    let made: DealerMap | null = null
    let gone = false
    let cancelStart = () => undefined as void
    import('./leaflet-map')
      // Leaflet's evaluation and the map's start are two tasks, a paint between them: each stays short on a slow phone
      // while the worker indexes the dealers.
      .then((chunk) => new Promise<typeof chunk>((resolve) => (cancelStart = afterNextPaint(() => resolve(chunk)))))
      .then(({ createDealerMap }) => {
        if (gone || !container.current) return
        made = createDealerMap(container.current, options, {
          onMove: (view) => latest.current.onMove(view),
          onDealer: (id) => latest.current.onDealer(id),
          onCluster: (id) => latest.current.onCluster(id),
          onTilesFailed: () => {
            setStatus('failed')
            latest.current.onTilesFailed()
          },
        })
        setMap(made)
        setStatus((current) => (current === 'failed' ? current : 'ready'))
      })
      .catch((error: unknown) => {
        console.warn('The dealer map could not be loaded.', error)
        if (!gone) setStatus('failed')
      })
    return () => {
      gone = true
      cancelStart()
      made?.destroy()
    }
    // The map is made once per island; later views are moves of it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return { status, map }
}
