import { render, screen, waitFor } from '@testing-library/react'
import { useStages } from './use-stages'

function Staged({ log }: { log: number[] }) {
  const stage = useStages(3)
  log.push(stage)
  return (
    <>
      <p>stage {stage}</p>
      {stage >= 2 ? <p>second part</p> : null}
    </>
  )
}

describe('useStages', () => {
  it('counts up to the last stage, one commit at a time, and stops there', async () => {
    const log: number[] = []
    render(<Staged log={log} />)
    await waitFor(() => expect(screen.getByText('stage 3')).toBeInTheDocument())
    expect(screen.getByText('second part')).toBeInTheDocument()
    // Every stage was rendered on its way up, and none past the last.
    expect([...new Set(log)]).toEqual([0, 1, 2, 3])
  })
})
