import { Map as LeafletMap, Point, type Coords } from 'leaflet'
import { nextTask } from '@/lib/util/next-task'
import { StagedLeafletTileLayer } from './staged-tile-layer'

function coords(x: number, y: number): Coords {
  return Object.assign(new Point(x, y), { z: 5 })
}

/** A layer on a map at zoom 5, once the tiles it made itself have their addresses. */
async function layerOnMap(container: HTMLElement) {
  const map = new LeafletMap(container).setView([20, 78], 5)
  const layer = new StagedLeafletTileLayer('/tiles/{z}/{x}/{y}.png').addTo(map)
  for (let i = 0; i < 5; i++) await nextTask()
  return { map, layer }
}

describe('StagedLeafletTileLayer', () => {
  it('makes the tiles at once and gives each its address in a task of its own, in order', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    const { map, layer } = await layerOnMap(container)
    const done = vi.fn()
    const tiles = [coords(1, 2), coords(3, 4)].map(
      (c) => layer.createTile(c, done) as HTMLImageElement,
    )
    tiles.forEach((tile) => container.append(tile))
    expect(tiles.map((tile) => tile.getAttribute('src'))).toEqual([null, null])
    expect(tiles[0]?.alt).toBe('')
    await nextTask()
    expect(tiles.map((tile) => tile.getAttribute('src'))).toEqual(['/tiles/5/1/2.png', null])
    await nextTask()
    expect(tiles[1]?.getAttribute('src')).toBe('/tiles/5/3/4.png')
    map.remove()
    container.remove()
  })

  it('does not fetch a tile the layer dropped before its turn', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    const { map, layer } = await layerOnMap(container)
    const tile = layer.createTile(coords(1, 2), vi.fn()) as HTMLImageElement
    await nextTask()
    expect(tile.getAttribute('src')).toBeNull()
    map.remove()
    container.remove()
  })
})
