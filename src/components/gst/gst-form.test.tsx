import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GST_REMEMBER_DAYS, STORAGE_KEYS, TIMINGS } from '@/config/constants'
import { gstCopy } from './gst-content'
import { GstForm, type OnGstVerified } from './gst-form'
import { storeGstSession } from '@/lib/storage/gst-session'
import * as gstin from '@/lib/util/gstin'

function setup(onContinue?: () => void, onVerified = vi.fn<OnGstVerified>()) {
  const onClose = vi.fn()
  render(<GstForm onVerified={onVerified} onClose={onClose} onContinue={onContinue} />)
  const input = screen.getByRole('textbox', { name: gstCopy.label })
  const submit = screen.getByRole('button', { name: gstCopy.submit })
  const remember = screen.getByRole('checkbox', { name: gstCopy.rememberLabel })
  const type = (value: string) => fireEvent.change(input, { target: { value } })
  return { input, submit, remember, type, onVerified, onClose }
}

async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

describe('GstForm', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('uppercases as typed, caps the length and enables submit only at 15 characters', () => {
    const { input, submit, type } = setup()
    // The browser's own limit would cut a pasted "27 AAPFU 0939 F1ZV" before its spaces go.
    expect(input).not.toHaveAttribute('maxlength')
    type('27 AAPFU 0939 F1ZV')
    expect(input).toHaveValue('27AAPFU0939F1ZV')
    expect(submit).toBeEnabled()
    type('27aapfu0939f1z')
    expect(input).toHaveValue('27AAPFU0939F1Z')
    expect(submit).toBeDisabled()
    type('27aapfu0939f1zv77')
    expect(input).toHaveValue('27AAPFU0939F1ZV')
    expect(submit).toBeEnabled()
  })

  it('verifies after the simulated delay and names the state', async () => {
    const { submit, type, onVerified } = setup()
    type('27AAPFU0939F1ZV')
    fireEvent.click(submit)
    expect(screen.getByRole('button', { name: gstCopy.checking })).toBeDisabled()
    await elapse(TIMINGS.gstVerifyDelayMs - 1)
    expect(onVerified).not.toHaveBeenCalled()
    await elapse(1)
    expect(onVerified).toHaveBeenCalledTimes(1)
    expect(onVerified).toHaveBeenCalledWith(
      { gstin: '27AAPFU0939F1ZV', stateName: 'Maharashtra' },
      { remember: false },
    )
    expect(screen.getByText(gstCopy.verifiedTitle)).toBeInTheDocument()
    expect(screen.getByText('Maharashtra')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: gstCopy.viewPrices })).toHaveFocus()
  })

  it('offers to remember on this device, unticked unless the buyer ticks it', () => {
    const { remember } = setup()
    expect(gstCopy.rememberLabel).toBe(`Remember on this device for ${GST_REMEMBER_DAYS} days`)
    expect(remember).not.toBeChecked()
    expect(remember).toHaveAccessibleDescription(gstCopy.rememberHint)
    fireEvent.click(remember)
    expect(remember).toBeChecked()
  })

  it('passes the choice on with the verified GSTIN, and fixes it while the check runs', async () => {
    const { submit, remember, type, onVerified } = setup()
    type('27AAPFU0939F1ZV')
    fireEvent.click(remember)
    fireEvent.click(submit)
    expect(remember).toBeDisabled()
    await elapse(TIMINGS.gstVerifyDelayMs)
    expect(onVerified).toHaveBeenCalledWith(
      { gstin: '27AAPFU0939F1ZV', stateName: 'Maharashtra' },
      { remember: true },
    )
  })

  describe('through to storage', () => {
    beforeEach(() => {
      sessionStorage.clear()
      localStorage.clear()
    })

    it('unticked: verified for the tab only, nothing kept on the device', async () => {
      const { submit, type } = setup(undefined, vi.fn(storeGstSession))
      type('27AAPFU0939F1ZV')
      fireEvent.click(submit)
      await elapse(TIMINGS.gstVerifyDelayMs)
      expect(sessionStorage.getItem(STORAGE_KEYS.gstVerified)).toBe('true')
      expect(localStorage.getItem(STORAGE_KEYS.gstRemembered)).toBeNull()
    })

    it('ticked: the device remembers the verified GSTIN', async () => {
      const { submit, remember, type } = setup(undefined, vi.fn(storeGstSession))
      type('27AAPFU0939F1ZV')
      fireEvent.click(remember)
      fireEvent.click(submit)
      await elapse(TIMINGS.gstVerifyDelayMs)
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.gstRemembered) ?? '{}')).toMatchObject({
        gstin: '27AAPFU0939F1ZV',
        stateName: 'Maharashtra',
      })
    })
  })

  it('offers to continue to the order when started from a product', async () => {
    const onContinue = vi.fn()
    const { submit, type } = setup(onContinue)
    type('27AAPFU0939F1ZV')
    fireEvent.click(submit)
    await elapse(TIMINGS.gstVerifyDelayMs)
    fireEvent.click(screen.getByRole('button', { name: gstCopy.continueToOrder }))
    expect(onContinue).toHaveBeenCalled()
  })

  it('rejects a number whose check character is wrong', async () => {
    const { submit, type, onVerified } = setup()
    type('27AAPFU0939F1ZO')
    fireEvent.click(submit)
    await elapse(TIMINGS.gstVerifyDelayMs)
    expect(screen.getByRole('alert')).toHaveTextContent(gstCopy.refused('checksum'))
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true')
    expect(onVerified).not.toHaveBeenCalled()
    type('27AAPFU0939F1Z')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it.each([
    ['pattern', '2XAAPFU0939F1ZV'],
    ['state', `99AAPFU0939F1Z${gstin.gstinCheckCharacter('99AAPFU0939F1Z')}`],
  ] as const)('says what is wrong with a number refused for its %s', async (reason, value) => {
    const { submit, type } = setup()
    type(value)
    fireEvent.click(submit)
    await elapse(TIMINGS.gstVerifyDelayMs)
    expect(screen.getByRole('alert')).toHaveTextContent(gstCopy.refused(reason))
  })

  it('reports an unexpected failure', async () => {
    vi.spyOn(gstin, 'validateGstin').mockImplementation(() => {
      throw new Error('boom')
    })
    const { submit, type, onVerified } = setup()
    type('27AAPFU0939F1ZV')
    fireEvent.click(submit)
    await elapse(TIMINGS.gstVerifyDelayMs)
    expect(screen.getByRole('alert')).toHaveTextContent(gstCopy.unexpected)
    expect(onVerified).not.toHaveBeenCalled()
  })

  it('checks once however often it is submitted', async () => {
    const spy = vi.spyOn(gstin, 'validateGstin')
    const { input, type } = setup()
    type('27AAPFU0939F1ZV')
    const form = input.closest('form')
    if (!form) throw new Error('no form')
    fireEvent.submit(form)
    fireEvent.submit(form)
    await elapse(TIMINGS.gstVerifyDelayMs)
    expect(spy).toHaveBeenCalledTimes(1)
  })
})
