import { useLeafletContext } from '@react-leaflet/core'
import { act, render, screen } from '@testing-library/react'
import { holdFrames, laterTasks } from '@/test/frames'
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
    const { frames, renderFrame } = holdFrames()
    const { container } = renderHost()
    const host = container.querySelector('.map')
    expect(hasMap(host)).toBe(false)
    expect(screen.queryByText(/zoom/)).not.toBeInTheDocument()
    expect(frames).toHaveLength(1)

    await act(async () => {
      renderFrame()
      await laterTasks()
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

    const { renderFrame } = holdFrames()
    const early = renderHost()
    const earlyHost = early.container.querySelector('.map')
    early.unmount()
    await act(async () => {
      renderFrame()
      await laterTasks()
    })
    expect(hasMap(earlyHost)).toBe(false)
  })
})
