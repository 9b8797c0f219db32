import { afterEach, describe, expect, it, vi } from 'vitest'
import { saveFile } from './save-file'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('saveFile', () => {
  it('clicks a link to the file named for download, then lets the file go', async () => {
    vi.useFakeTimers()
    const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:leads')
    const revokeObjectURL = vi.fn<(url: string) => void>()
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL
        static override revokeObjectURL = revokeObjectURL
      },
    )
    const clicked: HTMLAnchorElement[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this)
    })

    saveFile('leads-2026-11-29.csv', '\uFEFFReference\r\n', 'text/csv;charset=utf-8')

    expect(clicked).toHaveLength(1)
    expect(clicked[0]?.download).toBe('leads-2026-11-29.csv')
    expect(clicked[0]?.getAttribute('href')).toBe('blob:leads')
    expect(clicked[0]?.isConnected).toBe(false)
    const blob = createObjectURL.mock.calls[0]![0]
    expect(blob.type).toBe('text/csv;charset=utf-8')
    expect(new Uint8Array(await blob.arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    )
    expect(revokeObjectURL).not.toHaveBeenCalled()
    await vi.runAllTimersAsync()
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:leads')
    click.mockRestore()
  })
})
