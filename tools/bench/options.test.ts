// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { benchPorts, ROUTES } from './config'
import { parseOptions } from './options'

describe('parseOptions', () => {
  it('measures everything three times by default', () => {
    expect(parseOptions([])).toEqual({
      runs: 3,
      routes: [...ROUTES],
      lighthouse: true,
      scale: true,
      build: true,
      journey: true,
      against: null,
      fixedSlowdown: true,
    })
  })

  it('compares with a git ref on the two profiles only with --against', () => {
    expect(parseOptions(['--against', 'main~3'])).toMatchObject({
      against: 'main~3',
      lighthouse: true,
      scale: false,
      fixedSlowdown: false,
      journey: false,
    })
    expect(() => parseOptions(['--against', ' '])).toThrow(/--against/)
    expect(() => parseOptions(['--against', 'main', '--skip-lighthouse'])).toThrow(/--against/)
  })

  it('picks routes in the table order and reads the run count', () => {
    const options = parseOptions(['--runs', '5', '--routes', '/products, /'])
    expect(options).toMatchObject({ runs: 5 })
    expect(options !== 'help' && options.routes.map((r) => r.path)).toEqual(['/', '/products'])
  })

  it('takes the Hindi routes, `/hi` as `/hi/`', () => {
    const paths = (list: string) => {
      const options = parseOptions(['--routes', list])
      return options !== 'help' && options.routes.map((r) => r.path)
    }
    expect(paths('/hi/products,/hi/,/')).toEqual(['/', '/hi/', '/hi/products'])
    expect(paths('/hi')).toEqual(['/hi/'])
    expect(() => parseOptions(['--routes', '/hi/nowhere'])).toThrow(/--routes/)
    // The keystroke run and the journey are on the English catalogue only.
    expect(parseOptions(['--routes', '/hi/products'])).toMatchObject({ journey: false })
  })

  it('makes --skip-lighthouse a bundle-only run', () => {
    expect(parseOptions(['--skip-lighthouse'])).toMatchObject({ lighthouse: false, scale: false })
    expect(parseOptions(['--skip-scale'])).toMatchObject({ lighthouse: true, scale: false })
  })

  it('runs the keystroke measurement without Lighthouse with --scale-only', () => {
    expect(parseOptions(['--scale-only'])).toMatchObject({ lighthouse: false, scale: true })
    expect(() => parseOptions(['--scale-only', '--skip-scale'])).toThrow(/--scale-only/)
  })

  it('walks the buyer journey when Lighthouse runs on /products', () => {
    expect(parseOptions(['--skip-journey'])).toMatchObject({ journey: false })
    expect(parseOptions(['--routes', '/'])).toMatchObject({ journey: false })
    expect(parseOptions(['--skip-scale'])).toMatchObject({ journey: true })
    expect(parseOptions(['--scale-only'])).toMatchObject({ journey: false })
  })

  it('rejects unknown routes and bad run counts', () => {
    expect(() => parseOptions(['--routes', '/nowhere'])).toThrow(/--routes/)
    expect(() => parseOptions(['--runs', '0'])).toThrow(/--runs/)
    expect(() => parseOptions(['--runs', 'two'])).toThrow(/--runs/)
  })

  it('asks for help', () => {
    expect(parseOptions(['--help'])).toBe('help')
  })
})

describe('benchPorts', () => {
  it('sits 70 above the e2e ports and moves by BENCH_PORT_OFFSET', () => {
    expect(benchPorts({}).app).toBe(4243)
    expect(benchPorts({ BENCH_PORT_OFFSET: '5' })).toMatchObject({ app: 4248, auth: 9274 })
    expect(() => benchPorts({ BENCH_PORT_OFFSET: 'x' })).toThrow(/BENCH_PORT_OFFSET/)
  })
})
