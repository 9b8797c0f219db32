import { Profiler, useRef } from 'react'
import { act, render, screen } from '@testing-library/react'
import { stubIntersectionObserver } from '@/test/intersection-observer'
import { useInView, type InViewOptions } from './use-in-view'

function Watched(options: InViewOptions) {
  const ref = useRef<HTMLDivElement>(null)
  const inView = useInView(ref, options)
  return <div ref={ref}>{inView ? 'in view' : 'out of view'}</div>
}

const answer = () => screen.getByText(/in view|out of view/).textContent

afterEach(() => vi.unstubAllGlobals())

describe('useInView', () => {
  it('watches the element with the margin and threshold given, and follows its reports', () => {
    const { observers, report } = stubIntersectionObserver()
    render(<Watched rootMargin="100px" threshold={0.01} />)
    expect(answer()).toBe('out of view')
    expect(observers).toHaveLength(1)
    expect(observers[0]?.options).toEqual({ rootMargin: '100px', threshold: 0.01 })
    expect(observers[0]?.targets).toEqual([screen.getByText('out of view')])
    act(() => report({ isIntersecting: true }))
    expect(answer()).toBe('in view')
    act(() => report({ isIntersecting: false }))
    expect(answer()).toBe('out of view')
  })

  it('with `once`, stops watching when the element first comes into view', () => {
    const { observers, report } = stubIntersectionObserver()
    render(<Watched once />)
    act(() => report({ isIntersecting: false }))
    expect(observers[0]?.connected).toBe(true)
    act(() => report({ isIntersecting: true }))
    expect(answer()).toBe('in view')
    expect(observers.every((observer) => !observer.connected)).toBe(true)
  })

  it('watches nothing while skipped', () => {
    const { observers } = stubIntersectionObserver()
    render(<Watched skip once />)
    expect(observers).toEqual([])
    expect(answer()).toBe('out of view')
  })

  it('stops watching when told to skip', () => {
    const { observers } = stubIntersectionObserver()
    const { rerender } = render(<Watched />)
    rerender(<Watched skip />)
    expect(observers.map((observer) => observer.connected)).toEqual([false])
  })

  it('hands on every report, saying which came first', () => {
    const { report } = stubIntersectionObserver()
    const onChange = vi.fn()
    render(<Watched onChange={onChange} />)
    act(() => report({ isIntersecting: false, bottom: 900 }))
    act(() => report({ isIntersecting: true, bottom: 300 }))
    expect(onChange.mock.calls.map(([entry, first]) => [entry.isIntersecting, first])).toEqual([
      [false, true],
      [true, false],
    ])
    expect(onChange.mock.calls[0]?.[0].target).toBe(screen.getByText('in view'))
  })

  it('without an observer, lets what waits for the element go on, and keeps ongoing answers', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<Watched once />)
    render(<Watched />)
    expect(screen.getByText('in view')).toBeInTheDocument()
    expect(screen.getByText('out of view')).toBeInTheDocument()
  })

  it('mounts in one commit: taking hold of the element schedules no second render', () => {
    stubIntersectionObserver()
    const commits: string[] = []
    render(
      <Profiler id="watched" onRender={(_id, phase) => commits.push(phase)}>
        <Watched once rootMargin="100px" />
      </Profiler>,
    )
    expect(commits).toEqual(['mount'])
  })
})
