// @vitest-environment node
import { CIRCLES_PER_STAGE, circlesAtStage, lastStage, TILES_STAGE } from './map-stages'

const points = Array.from({ length: CIRCLES_PER_STAGE * 2 + 3 }, (_, index) => index)

describe('map stages', () => {
  it('draws no circle before the tiles are in', () => {
    expect(circlesAtStage(points, 0)).toEqual([])
    expect(circlesAtStage(points, TILES_STAGE)).toEqual([])
  })

  it('adds the circles a batch per stage, in the given order', () => {
    expect(circlesAtStage(points, TILES_STAGE + 1)).toEqual(points.slice(0, CIRCLES_PER_STAGE))
    expect(circlesAtStage(points, TILES_STAGE + 2)).toEqual(points.slice(0, CIRCLES_PER_STAGE * 2))
  })

  it('ends at the stage that draws the last circle', () => {
    const last = lastStage(points.length)
    expect(circlesAtStage(points, last)).toEqual(points)
    expect(circlesAtStage(points, last - 1)).toHaveLength(CIRCLES_PER_STAGE * 2)
    expect(lastStage(CIRCLES_PER_STAGE)).toBe(TILES_STAGE + 1)
    expect(lastStage(CIRCLES_PER_STAGE + 1)).toBe(TILES_STAGE + 2)
    expect(lastStage(0)).toBe(TILES_STAGE + 1)
  })
})
