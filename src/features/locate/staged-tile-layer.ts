import {
  createElementObject,
  createTileLayerComponent,
  updateGridLayer,
  withPane,
  type LayerProps,
} from '@react-leaflet/core'
import {
  DomEvent,
  TileLayer as LeafletTileLayer,
  type Coords,
  type DoneCallback,
  type TileLayerOptions,
} from 'leaflet'
import { nextTask } from '@/lib/util/next-task'

/** Leaflet's own handlers of a tile image's load and error (TileLayer, Leaflet 1.9). */
interface TileHandlers {
  _tileOnLoad(done: DoneCallback, tile: HTMLImageElement): void
  _tileOnError(done: DoneCallback, tile: HTMLImageElement, error: Event): void
}

/**
 * A tile layer whose tiles start loading one a task. Leaflet makes the view's tiles and starts
 * every request in the task that adds the layer, with the layout it reads: a dozen tiles on a
 * phone's screen made that one task of about 45 ms at this machine's speed, nearly half a second
 * on a low-tier phone. Here the images are made (and placed) in that task, and each is given its
 * address in a task of its own afterwards, nearest the centre first, as Leaflet orders them.
 */
export class StagedLeafletTileLayer extends LeafletTileLayer {
  private readonly waiting: (() => void)[] = []
  private draining = false

  override createTile(coords: Coords, done: DoneCallback): HTMLElement {
    const tile = document.createElement('img')
    const handlers = this as unknown as TileHandlers
    DomEvent.on(tile, 'load', () => handlers._tileOnLoad(done, tile))
    DomEvent.on(tile, 'error', (event) => handlers._tileOnError(done, tile, event))
    // Decorative: the map's own label and the list below it say what it shows.
    tile.alt = ''
    const url = this.getTileUrl(coords)
    this.waiting.push(() => {
      // A tile the layer dropped meanwhile (the view moved on) is not fetched.
      if (tile.isConnected) tile.src = url
    })
    void this.drain()
    return tile
  }

  private async drain(): Promise<void> {
    if (this.draining) return
    this.draining = true
    try {
      for (let next = this.waiting.shift(); next; next = this.waiting.shift()) {
        await nextTask()
        next()
      }
    } finally {
      this.draining = false
    }
  }
}

type StagedTileLayerProps = TileLayerOptions & LayerProps & { url: string }

/** react-leaflet's TileLayer, with tiles that start loading one a task. */
export const StagedTileLayer = createTileLayerComponent<
  StagedLeafletTileLayer,
  StagedTileLayerProps
>(
  ({ url, ...options }, context) =>
    createElementObject(new StagedLeafletTileLayer(url, withPane(options, context)), context),
  (layer, props, previous) => {
    updateGridLayer(layer, props, previous)
    if (props.url !== previous.url) layer.setUrl(props.url)
  },
)
