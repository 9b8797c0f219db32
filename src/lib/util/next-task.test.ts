import { holdFrames, laterTasks } from '@/test/frames'
import { afterNextFrame, nextTask } from './next-task'

function settled(promise: Promise<void>): () => boolean {
  let done = false
  void promise.then(() => {
    done = true
  })
  return () => done
}

describe('nextTask', () => {
  it('resolves in a later task, not in the current one', async () => {
    const done = settled(nextTask())
    await Promise.resolve()
    expect(done()).toBe(false)
    await laterTasks()
    expect(done()).toBe(true)
  })
})

describe('afterNextFrame', () => {
  afterEach(() => vi.restoreAllMocks())

  it('waits for the next frame, then for a task after it', async () => {
    const { frames, renderFrame } = holdFrames()
    const done = settled(afterNextFrame())
    await laterTasks()
    expect(done()).toBe(false)
    expect(frames).toHaveLength(1)

    renderFrame()
    await Promise.resolve()
    expect(done()).toBe(false)
    await laterTasks()
    expect(done()).toBe(true)
  })
})
