/**
 * The map's layers are added over several tasks once the map exists: first the fitted view's
 * tiles, then the circles (each with its tooltip) a batch at a time. All at once they held a
 * phone's main thread for 200 ms.
 */
export const TILES_STAGE = 1
const FIRST_CIRCLES_STAGE = 2
/** Circles added per task: a circle and its tooltip cost about 1.5 ms at a phone's speed. */
export const CIRCLES_PER_STAGE = 12

/** The last stage for `circles` circles: the one that adds the last batch. */
export function lastStage(circles: number): number {
  return FIRST_CIRCLES_STAGE + Math.max(0, Math.ceil(circles / CIRCLES_PER_STAGE) - 1)
}

/** What is drawn once `stage` is reached: none of `ordered` before the tiles, then a batch a stage. */
export function circlesAtStage<T>(ordered: readonly T[], stage: number): readonly T[] {
  const batches = stage - FIRST_CIRCLES_STAGE + 1
  return batches > 0 ? ordered.slice(0, batches * CIRCLES_PER_STAGE) : []
}
