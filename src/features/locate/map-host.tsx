import {
  createLeafletContext,
  LeafletContext,
  type LeafletContextInterface,
} from '@react-leaflet/core'
import { Map as LeafletMap, type LatLngExpression, type MapOptions } from 'leaflet'
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react'
import { afterNextFrame, nextTask } from '@/lib/util/next-task'

type MapHostProps = {
  className: string
  center: LatLngExpression
  zoom: number
  /** Read once, when the map is made (as react-leaflet's MapContainer does). */
  options: MapOptions
  children: ReactNode
}

/**
 * A Leaflet map for react-leaflet's layers, made in an effect rather than during React's commit.
 * react-leaflet's own MapContainer makes the map in a ref callback and stores it with a state
 * update there, so the map (and the page layout it forces), a second render and the first
 * layers all came in the one task that showed the map: 110-150 ms at a phone's speed. Here the
 * container is shown first, the map is made in a task of its own after the next frame (so the
 * layout it reads is already done), given its view in the next, and its layers are rendered later
 * again, as a transition.
 */
export function MapHost({ className, center, zoom, options, children }: MapHostProps) {
  const container = useRef<HTMLDivElement>(null)
  const initial = useRef({ center, zoom, options })
  const [context, setContext] = useState<LeafletContextInterface | null>(null)

  useEffect(() => {
    let map: LeafletMap | null = null
    let unmounted = false
    // Made once the container has been laid out and painted: Leaflet reads its size at once.
    void afterNextFrame().then(async () => {
      const node = container.current
      if (unmounted || !node) return
      const { center: firstCenter, zoom: firstZoom, options: mapOptions } = initial.current
      // The map and its controls in one task, its first view (which reads the layout) in the
      // next: together they made a task of 25 ms at this machine's speed.
      const made = new LeafletMap(node, mapOptions)
      map = made
      await nextTask()
      if (unmounted) return
      made.setView(firstCenter, firstZoom)
      const context = createLeafletContext(made)
      startTransition(() => setContext(context))
    })
    return () => {
      unmounted = true
      setContext(null)
      map?.remove()
    }
  }, [])

  return (
    <div ref={container} className={className}>
      {context ? <LeafletContext value={context}>{children}</LeafletContext> : null}
    </div>
  )
}
