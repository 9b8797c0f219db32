import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '@/config/constants'
import { storeGstSession, useGstSession } from '@/lib/storage/gst-session'
import { GstBanner } from './gst-banner'
import { gstCopy as copy } from './gst-content'

/** The banner as a page shows it: verified as this tab's GST session says. */
function PageBanner() {
  const { verified } = useGstSession()
  return <GstBanner verified={verified} onVerify={vi.fn()} />
}

describe('GstBanner', () => {
  beforeEach(() => {
    sessionStorage.clear()
    localStorage.clear()
  })

  it('offers to verify while prices are hidden', () => {
    render(<GstBanner verified={false} onVerify={vi.fn()} />)
    expect(screen.getByText(copy.bannerUnverified)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: copy.verifyButton })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: copy.forgetLabel })).not.toBeInTheDocument()
  })

  it('says a visit’s check unlocked prices for this visit, with a way to forget it', () => {
    render(<GstBanner verified onVerify={vi.fn()} />)
    expect(screen.getByText(copy.bannerVerified)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: copy.forgetLabel })).toHaveTextContent(
      copy.forgetButton,
    )
    expect(screen.queryByRole('button', { name: copy.verifyButton })).not.toBeInTheDocument()
  })

  it('names the account’s GSTIN, not the visit, when the account verified it', () => {
    render(<GstBanner verified accountGstin="27AAPFU0939F1ZV" onVerify={vi.fn()} />)
    expect(screen.getByText(copy.bannerVerifiedAccount('27AAPFU0939F1ZV'))).toBeInTheDocument()
    expect(screen.queryByText(copy.bannerVerified)).not.toBeInTheDocument()
    // Signing out is how an account's GSTIN goes; the account would apply it again.
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('Forget removes the tab’s verification and the remembered copy, then offers Verify GST', () => {
    storeGstSession({ gstin: '27AAPFU0939F1ZV', stateName: 'Maharashtra' }, { remember: true })
    render(<PageBanner />)
    fireEvent.click(screen.getByRole('button', { name: copy.forgetLabel }))
    expect(sessionStorage.getItem(STORAGE_KEYS.gstVerified)).toBeNull()
    expect(sessionStorage.getItem(STORAGE_KEYS.gstDetails)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.gstRemembered)).toBeNull()
    expect(screen.getByText(copy.bannerUnverified)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: copy.verifyButton })).toHaveFocus()
  })
})
