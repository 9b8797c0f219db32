import { lazy, Suspense, useEffect } from 'react'
import { PageMeta } from '@/components/seo/page-meta'
import { Alert } from '@/components/ui/alert'
import { paths } from '@/config/paths'
import { nextTask } from '@/lib/util/next-task'
import { locateContent } from './locate-content'
import { MapLegend } from './map-legend'
import { MapError, MapLoading } from './map-states'
import { RetailerList } from './retailer-list'
import { useRetailerPoints, type RetailerPointsState } from './use-retailer-points'

/**
 * Leaflet in a chunk of its own: it needs a browser to even load, so the page around it can be
 * prerendered; its download starts as soon as this page runs. Leaflet's own code runs first, in
 * a task of its own, and the map's code (react-leaflet and ours) in the next: together they
 * were one task of 20-30 ms, four times that on a phone.
 */
const loadRetailerMap = () => import('leaflet').then(nextTask).then(() => import('./retailer-map'))
const RetailerMap = lazy(() => loadRetailerMap().then((m) => ({ default: m.RetailerMap })))

interface LocateBodyProps {
  state: RetailerPointsState
  onRetry: () => void
}

function LocateBody({ state, onRetry }: LocateBodyProps) {
  if (state.status === 'loading') return <MapLoading />
  if (state.status === 'error' || state.points.length === 0) {
    return (
      <div className="container-page pb-16">
        {state.status === 'error' ? (
          <MapError message={state.message} onRetry={onRetry} />
        ) : (
          <Alert tone="info">{locateContent.noData}</Alert>
        )}
      </div>
    )
  }
  return (
    <>
      <Suspense fallback={<MapLoading />}>
        <RetailerMap points={state.points} />
      </Suspense>
      <RetailerList points={state.points} />
    </>
  )
}

/** Locate Us: a full-width map of the retailers; open to everyone, no login. */
export function LocatePage() {
  const { state, retry } = useRetailerPoints()
  useEffect(() => void loadRetailerMap(), [])
  const showLegend = state.status === 'ready' && state.points.length > 0
  return (
    <>
      <PageMeta
        title={locateContent.title}
        description={locateContent.description}
        path={paths.locate}
      />
      <div className="container-page flex flex-col gap-4 py-6 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="font-display text-3xl font-bold text-brand-900 md:text-4xl">
            {locateContent.title}
          </h1>
          <p className="mt-1 text-stone-600">{locateContent.intro}</p>
        </div>
        {showLegend ? <MapLegend /> : null}
      </div>
      <LocateBody state={state} onRetry={retry} />
    </>
  )
}
