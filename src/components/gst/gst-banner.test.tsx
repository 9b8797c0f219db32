import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { GstBanner } from './gst-banner'
import { gstCopy as copy } from './gst-content'

describe('GstBanner', () => {
  it('offers to verify while prices are hidden', () => {
    render(<GstBanner verified={false} onVerify={vi.fn()} />)
    expect(screen.getByText(copy.bannerUnverified)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: copy.verifyButton })).toBeInTheDocument()
  })

  it('says a visit’s check unlocked prices for this visit', () => {
    render(<GstBanner verified onVerify={vi.fn()} />)
    expect(screen.getByText(copy.bannerVerified)).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('names the account’s GSTIN, not the visit, when the account verified it', () => {
    render(<GstBanner verified accountGstin="27AAPFU0939F1ZV" onVerify={vi.fn()} />)
    expect(screen.getByText(copy.bannerVerifiedAccount('27AAPFU0939F1ZV'))).toBeInTheDocument()
    expect(screen.queryByText(copy.bannerVerified)).not.toBeInTheDocument()
  })
})
