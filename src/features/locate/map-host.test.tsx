import { useLeafletContext } from '@react-leaflet/core'
import { act, render, screen } from '@testing-library/react'
import { MapHost } from './map-host'

function MapZoom() {
  const { map } = useLeafletContext()
  return <p>zoom {map.getZoom()}</p>
}

/** Leaflet's panes are in the container exactly while a map is made on it. */
const hasMap = (host: Element | null) => host?.querySelector('.leaflet-map-pane') != null

function renderHost() {
  return render(
    <MapHost className="map" center={[26.9, 75.8]} zoom={12} options={{ keyboard: true }}>
      <MapZoom />
    </MapHost>,
  )
}

describe('MapHost', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows the container first and makes the map only after its next frame', async () => {
    const frames: FrameRequestCallback[] = []
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback)
      return frames.length
    })
    const { container } = renderHost()
    const host = container.querySelector('.map')
    expect(hasMap(host)).toBe(false)
    expect(screen.queryByText(/zoom/)).not.toBeInTheDocument()
    expect(frames).toHaveLength(1)

    await act(async () => {
      frames[0]?.(performance.now())
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(hasMap(host)).toBe(true)
    expect(await screen.findByText('zoom 12')).toBeInTheDocument()
  })

  it('removes the map when it unmounts, and makes none if it unmounts first', async () => {
    const { container, unmount } = renderHost()
    const host = container.querySelector('.map')
    expect(await screen.findByText('zoom 12')).toBeInTheDocument()
    expect(hasMap(host)).toBe(true)
    unmount()
    expect(hasMap(host)).toBe(false)

    const frames: FrameRequestCallback[] = []
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback)
      return frames.length
    })
    const early = renderHost()
    const earlyHost = early.container.querySelector('.map')
    early.unmount()
    await act(async () => {
      frames[0]?.(performance.now())
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(hasMap(earlyHost)).toBe(false)
  })
})
