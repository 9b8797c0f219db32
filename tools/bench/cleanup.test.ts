// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { Cleanup } from './cleanup'

describe('Cleanup', () => {
  it('stops newest first and skips what was unregistered', async () => {
    const order: string[] = []
    const cleanup = new Cleanup()
    cleanup.add('stack', () => void order.push('stack'))
    const done = cleanup.add('server', () => void order.push('server'))
    cleanup.add('browser', async () => void order.push('browser'))
    done()
    await cleanup.runAll()
    expect(order).toEqual(['browser', 'stack'])
  })

  it('keeps going when a stopper throws, and runs each stopper once', async () => {
    const order: string[] = []
    const cleanup = new Cleanup()
    cleanup.add('first', () => void order.push('first'))
    cleanup.add('broken', () => {
      throw new Error('boom')
    })
    const quiet = console.error
    console.error = () => {}
    try {
      await cleanup.runAll()
      await cleanup.runAll()
    } finally {
      console.error = quiet
    }
    expect(order).toEqual(['first'])
  })

  it('makes a second runAll wait until the first has finished', async () => {
    const order: string[] = []
    const cleanup = new Cleanup()
    cleanup.add('slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
      order.push('slow stopped')
    })
    const first = cleanup.runAll()
    await cleanup.runAll().then(() => order.push('second done'))
    await first
    expect(order).toEqual(['slow stopped', 'second done'])
  })

  it('refuses to start anything once interrupted', async () => {
    const cleanup = new Cleanup()
    expect(() => cleanup.ensureRunning()).not.toThrow()
    await cleanup.interrupt()
    expect(() => cleanup.ensureRunning()).toThrow(/Interrupted/)
  })
})
