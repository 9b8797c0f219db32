/**
 * Everything the benchmark starts (the stack, browsers, servers) registers how to stop it here, so
 * a failure, Ctrl-C or SIGTERM stops all of it, newest first, and leaves no orphans.
 */
type Stopper = () => Promise<void> | void

export class Cleanup {
  private readonly stoppers = new Map<number, { name: string; stop: Stopper }>()
  private next = 0
  /** Runs are chained: a second runAll (say Ctrl-C during a normal stop) waits for the first. */
  private chain: Promise<void> = Promise.resolve()
  private interrupted = false

  /**
   * Call right before starting a process or server: after an interrupt, nothing new may start
   * (the run's code is still unwinding while everything is being stopped).
   */
  ensureRunning(): void {
    if (this.interrupted) throw new Error('Interrupted')
  }

  /** Ctrl-C and the like: stop everything, and refuse anything that would start afterwards. */
  interrupt(): Promise<void> {
    this.interrupted = true
    return this.runAll()
  }

  /** Registers `stop`; the returned function unregisters it (after a normal stop). */
  add(name: string, stop: Stopper): () => void {
    const id = this.next++
    this.stoppers.set(id, { name, stop })
    return () => this.stoppers.delete(id)
  }

  /** Runs every registered stopper, newest first; one failing does not keep the others from running. */
  runAll(): Promise<void> {
    this.chain = this.chain.then(() => this.runRegistered())
    return this.chain
  }

  private async runRegistered(): Promise<void> {
    const entries = [...this.stoppers.entries()].reverse()
    this.stoppers.clear()
    for (const [, { name, stop }] of entries) {
      try {
        await stop()
      } catch (error) {
        console.error(`[bench] stopping ${name} failed: ${(error as Error).message}`)
      }
    }
  }
}
