import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { uiText } from '@/config/ui-content'
import { PacksInput } from './packs-input'

function setup(packs: number) {
  const onChange = vi.fn()
  render(<PacksInput name="Bura" packs={packs} onChange={onChange} />)
  return { onChange, input: screen.getByRole('spinbutton', { name: uiText.packs.of('Bura') }) }
}

describe('PacksInput', () => {
  it('steps by one within 1 to 999, the step at a bound disabled', async () => {
    const { onChange } = setup(1)
    expect(screen.getByRole('button', { name: uiText.packs.fewer('Bura') })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: uiText.packs.more('Bura') }))
    expect(onChange).toHaveBeenLastCalledWith(2)
  })

  it('disables the step up at 999', () => {
    setup(999)
    expect(screen.getByRole('button', { name: uiText.packs.more('Bura') })).toBeDisabled()
  })

  it.each([
    ['0', 1],
    ['1500', 999],
    ['12.6', 13],
    ['40', 40],
  ])('takes a typed %s as %i once typing ends', async (typed, packs) => {
    const { onChange, input } = setup(3)
    await userEvent.clear(input)
    await userEvent.type(input, `${typed}{Enter}`)
    expect(onChange).toHaveBeenLastCalledWith(packs)
  })

  it.each([
    ['0', 1],
    ['5000', 999],
    ['12.6', 13],
  ])('says that a typed %s became %i, and tells the box', async (typed, packs) => {
    const { input } = setup(3)
    await userEvent.clear(input)
    await userEvent.type(input, `${typed}{Enter}`)
    expect(screen.getByRole('status')).toHaveTextContent(uiText.packs.adjusted(packs))
    expect(input).toHaveAccessibleDescription(uiText.packs.adjusted(packs))
    expect(uiText.packs.adjusted(packs)).toContain('between 1 and 999')
  })

  it('says nothing of a number within bounds, and drops what it said once stepped', async () => {
    const { input } = setup(3)
    await userEvent.clear(input)
    await userEvent.type(input, '40{Enter}')
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    await userEvent.clear(input)
    await userEvent.type(input, '0{Enter}')
    expect(screen.getByRole('status')).not.toBeEmptyDOMElement()
    await userEvent.click(screen.getByRole('button', { name: uiText.packs.more('Bura') }))
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    expect(input).not.toHaveAccessibleDescription()
  })

  it('keeps the packs when the box is left empty', async () => {
    const { onChange, input } = setup(3)
    await userEvent.clear(input)
    await userEvent.tab()
    expect(onChange).not.toHaveBeenCalled()
    expect(input).toHaveValue(3)
  })
})
