import { startTransition, useEffect, useState } from 'react'

/**
 * A count from 0 up to `last`, one step per rendered commit, each step a transition. A heavy
 * subtree split into stages (`stage >= 1 && …`) is then built in several tasks instead of one,
 * so a slow phone can paint and answer input between them.
 */
export function useStages(last: number): number {
  const [stage, setStage] = useState(0)
  useEffect(() => {
    if (stage >= last) return
    startTransition(() => setStage((current) => Math.min(current + 1, last)))
  }, [stage, last])
  return stage
}
