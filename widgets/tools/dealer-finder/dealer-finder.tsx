import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { addressTemplate } from '@/api/addresses'
import { DEALER_TYPES, MAP_DEALER_TYPES, type DealerType, type MapDealerType } from '@/api/dealer-locations'
import { writeAddress } from '@/src/lib/address-query'
import { LoadFailed } from '@/src/ui/card-list/load-failed'
import { Skeleton } from '@/src/ui/skeleton/skeleton'
import type { Bounds, ListedDealer, Point } from './dealer-index'
import { ClusterDealers, DealerInfo } from './dealer-info'
import type { DealerMap } from './leaflet-map'
import { DealerList } from './dealer-list'
import { DealerSearch, type SearchPoint } from './dealer-search'
import type { DealerFinderProps } from './dealer-finder.widget'
import { MAP } from './map-constants'
import { boundsAround, sameBounds } from './map-math'
import { OnlineDealers } from './online-dealers'
import { TypeFilter } from './type-filter'
import { useDealerData } from './use-dealer-data'
import { useLeafletMap } from './use-leaflet-map'
import { finderViewUrl, readFinderView, type FinderView } from './view-address'
import styles from './dealer-finder.module.css'

const isMapType = (type: DealerType): type is MapDealerType => (MAP_DEALER_TYPES as readonly string[]).includes(type)
const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** What the info window shows: one dealer, or the dealers of a cluster that no longer splits. */
type Info = { kind: 'dealer'; dealer: ListedDealer; focus: boolean } | { kind: 'cluster'; point: Point; dealers: ListedDealer[] }

/**
 * The dealer finder (spec 1 §1, §2 dealer finder; §3 map location and dealer types; §9 the map's constants): a search
 * by postal code or town or «near me», a filter by dealer type, the dealers in the map's view as a list nearest the
 * search point first, the map with its clusters beside it, and the online dealers apart. The list is the primary view:
 * it works by keyboard and without the map. The view (place, centre, zoom, types) is in the address.
 */
export function DealerFinder({ headingLevel, centre: initialCentre, zoom: initialZoom, types: initialTypes, listSize }: DealerFinderProps) {
  const { t } = useTranslation('tools')
  // The map draws each view's markers as the worker's answer arrives; the list follows as React renders it.
  const drawing = useRef<DealerMap | null>(null)
  const data = useDealerData((answer) => drawing.current?.setMarkers(answer.markers))
  const [start] = useState(() => readFinderView())
  const [view, setView] = useState<Required<Omit<FinderView, 'place'>> & { place?: string }>(() => ({
    place: start.place,
    centre: start.centre ?? initialCentre,
    zoom: start.zoom ?? initialZoom,
    types: start.types ?? initialTypes,
  }))
  const [from, setFrom] = useState<SearchPoint | null>(() => (start.place && start.centre ? { point: start.centre, label: start.place } : null))
  const [bounds, setBounds] = useState<Bounds>(() => boundsAround(view.centre, view.zoom))
  const [limit, setLimit] = useState(listSize)
  const [info, setInfo] = useState<Info | null>(null)
  const [inlineDetails, setInlineDetails] = useState<string | null>(null)
  const container = useRef<HTMLDivElement>(null)
  const list = useRef<HTMLOListElement>(null)
  const returnFocus = useRef<HTMLElement | null>(null)
  const infoElement = useMemo(() => document.createElement('div'), [])
  const mapTypes = view.types.filter(isMapType)
  const typesKey = mapTypes.join(',')
  const subLevel = (headingLevel + 1) as 3 | 4

  const remember = (next: typeof view, mode: 'push' | 'replace') => writeAddress(finderViewUrl(next), mode)

  const { status: mapStatus, map } = useLeafletMap(
    container,
    { centre: view.centre, zoom: view.zoom, tileUrl: addressTemplate('mapTiles'), reducedMotion: prefersReducedMotion(), texts: { label: t('dealerFinder.map.label'), zoomIn: t('dealerFinder.map.zoomIn'), zoomOut: t('dealerFinder.map.zoomOut') } },
    {
      onMove: ({ bounds: seen, zoom, centre }) => {
        // The map's first view is the one the finder asked for already (below): no second question for it.
        setBounds((current) => (sameBounds(current, seen, zoom) ? current : seen))
        setView((current) => {
          const next = { ...current, centre, zoom }
          remember(next, 'replace')
          return next
        })
      },
      onDealer: (id) => {
        const dealer = data.view?.list.dealers.find((listed) => listed.id === id)
        const button = list.current?.querySelector<HTMLElement>(`[data-dealer="${CSS.escape(id)}"] button`) ?? null
        if (dealer && button) {
          // The entry in the list takes the focus (scrolled to it), and the window opens on the map.
          button.focus()
          returnFocus.current = button
          setInfo({ kind: 'dealer', dealer, focus: false })
          return
        }
        // A dealer beyond the list's nearest: its window takes the focus, and gives it back to the map.
        returnFocus.current = container.current
        void data.dealer(id, from?.point ?? view.centre).then((found) => found && setInfo({ kind: 'dealer', dealer: found, focus: true }))
      },
      onCluster: (clusterId) => {
        const marker = data.view?.markers.find((candidate) => candidate.kind === 'cluster' && candidate.clusterId === clusterId)
        if (!marker) return
        returnFocus.current = null
        void data.leaves(clusterId, mapTypes, from?.point ?? view.centre).then((dealers) => setInfo({ kind: 'cluster', point: marker, dealers }))
      },
      onTilesFailed: () => undefined,
    },
  )

  // The first question is for the map's own box, measured before the map is there: the map's first view then asks
  // nothing new, and the first markers come with the dealers.
  useLayoutEffect(() => {
    const box = container.current
    if (box && box.clientWidth > 0) setBounds(boundsAround(view.centre, view.zoom, { width: box.clientWidth, height: box.clientHeight }))
    // Once, as the finder mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Escape closes the info window from anywhere in it, as its close button does; either gives the focus back.
  useEffect(() => {
    if (!map) return undefined
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.stopPropagation()
      map.closeInfo()
    }
    infoElement.addEventListener('keydown', onKey)
    return () => infoElement.removeEventListener('keydown', onKey)
  }, [map, infoElement])

  // Each view asks the worker for its markers and list; the first, asked while the dealers load, comes with them.
  useEffect(() => {
    data.show({ bounds, zoom: view.zoom, types: mapTypes, from: from?.point ?? view.centre, limit })
    // The question's parts by value: the types by their key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data.show, bounds, view.zoom, typesKey, from, limit])

  useEffect(() => {
    drawing.current = map
    map?.setMarkers(data.view?.markers ?? [])
  }, [map, data.view])

  // The info window on the map: the dealer's or the cluster's; closing it returns the focus to where it was opened.
  useEffect(() => {
    if (!map || !info) return
    const point = info.kind === 'dealer' ? info.dealer : info.point
    map.openInfo(point, infoElement, () => {
      setInfo(null)
      returnFocus.current?.focus()
    })
    // The window's content was rendered before it was in the page: its name takes the focus now that it is.
    if (info.kind === 'cluster' || info.focus) infoElement.querySelector<HTMLElement>('[tabindex="-1"]')?.focus({ preventScroll: true })
  }, [map, info, infoElement])

  const goTo = (found: SearchPoint, query: string | null) => {
    setFrom(found)
    setLimit(listSize)
    setInfo(null)
    const next = { ...view, place: query ?? undefined, centre: found.point, zoom: MAP.zoom }
    setView(next)
    remember(next, 'push')
    // The list follows at once, for the map's box; the map's own bounds follow when its flight ends.
    const box = container.current
    setBounds(boundsAround(found.point, MAP.zoom, box && box.clientWidth > 0 ? { width: box.clientWidth, height: box.clientHeight } : undefined))
    if (map && mapStatus === 'ready') map.moveTo(found.point, MAP.zoom)
  }

  // From the latest view, not this render's: two boxes toggled in quick succession both count.
  const toggleType = (type: DealerType, on: boolean) => {
    setInfo(null)
    setView((current) => {
      const types = DEALER_TYPES.filter((known) => (known === type ? on : current.types.includes(known)))
      // At least one type stays chosen: unchecking the last is refused by leaving it checked.
      if (types.length === 0) return current
      const next = { ...current, types }
      remember(next, 'replace')
      return next
    })
  }

  // Stable between moves, so the memoised list and its entries wait for the worker's answer, and render only what changed.
  const zoom = useRef(view.zoom)
  useEffect(() => {
    zoom.current = view.zoom
  }, [view.zoom])
  const show = useCallback(
    (dealer: ListedDealer, opener: HTMLElement) => {
      returnFocus.current = opener
      if (map && mapStatus === 'ready') {
        map.moveTo(dealer, Math.max(zoom.current, MAP.zoom))
        setInfo({ kind: 'dealer', dealer, focus: true })
      } else setInlineDetails((current) => (current === dealer.id ? null : dealer.id))
    },
    [map, mapStatus],
  )
  const highlight = useCallback((dealer: ListedDealer | null) => map?.highlight(dealer), [map])
  const more = useCallback(() => setLimit((current) => current + listSize), [listSize])

  const listed = data.view?.list
  return (
    <div className={styles.root}>
      <div className={styles.controls}>
        <DealerSearch initialQuery={view.place ?? ''} onFound={goTo} />
        <TypeFilter chosen={view.types} onToggle={toggleType} />
      </div>
      <div className={styles.panes}>
        <section className={styles.listPane}>
          {data.status === 'failed' ? (
            <LoadFailed text={t('dealerFinder.list.failed')} onRetry={data.retry} />
          ) : !listed || mapTypes.length === 0 ? (
            mapTypes.length === 0 ? null : (
              <>
                <p className="visually-hidden" role="status">
                  {t('dealerFinder.list.loading')}
                </p>
                <Skeleton as="div" className={styles.listPlace} />
              </>
            )
          ) : (
            <DealerList
              ref={list}
              dealers={listed.dealers}
              total={listed.total}
              from={from?.label ?? null}
              level={headingLevel}
              withMap={mapStatus === 'ready'}
              onShow={show}
              onHighlight={highlight}
              onMore={more}
            />
          )}
          {inlineDetails && listed ? (
            <InlineDetails dealer={listed.dealers.find((dealer) => dealer.id === inlineDetails)} level={subLevel} />
          ) : null}
        </section>
        <div className={styles.mapPane}>
          {mapStatus === 'failed' ? <p className={styles.mapFailed}>{t('dealerFinder.map.failed')}</p> : null}
          <div ref={container} className={styles.map} data-status={mapStatus} />
        </div>
      </div>
      {view.types.includes('ZBM018') ? <OnlineDealers level={headingLevel} after={data.status !== 'loading'} /> : null}
      {info
        ? createPortal(
            <div
              className={styles.infoWindow}
              role="dialog"
              aria-label={info.kind === 'dealer' ? info.dealer.title : t('dealerFinder.info.here', { count: info.dealers.length })}
            >
              <button type="button" className={styles.infoClose} aria-label={t('dealerFinder.info.close')} onClick={() => map?.closeInfo()}>
                <span aria-hidden="true">×</span>
              </button>
              {info.kind === 'dealer' ? (
                <DealerInfo key={info.dealer.id} dealer={info.dealer} focus={false} level={subLevel} />
              ) : (
                <ClusterDealers dealers={info.dealers} level={subLevel} onChoose={(dealer) => setInfo({ kind: 'dealer', dealer, focus: true })} />
              )}
            </div>,
            infoElement,
          )
        : null}
    </div>
  )
}

/** A dealer's details in the list, where the map is not there to show its window. */
function InlineDetails({ dealer, level }: { dealer: ListedDealer | undefined; level: 3 | 4 }) {
  return dealer ? <DealerInfo dealer={dealer} focus level={level} /> : null
}
