import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CONSENT_BANNER_ID } from '@/config/constants'
import { whatsappLink } from '@/config/site'
import { whatsappButtonText } from './home-content'
import { WhatsAppButton } from './whatsapp-button'

describe('WhatsAppButton', () => {
  it('opens the business chat in a new tab, safely, with a name', () => {
    render(<WhatsAppButton />)
    const link = screen.getByRole('link', { name: whatsappButtonText.label })
    expect(link).toHaveAttribute('href', whatsappLink())
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('rises above the cookie banner while it is showing', async () => {
    render(<WhatsAppButton />)
    const link = screen.getByRole('link', { name: whatsappButtonText.label })
    expect(link.style.transform).toBe('translateY(-0px)')
    const banner = document.createElement('section')
    banner.id = CONSENT_BANNER_ID
    banner.getBoundingClientRect = () => ({ height: 120 }) as DOMRect
    document.body.append(banner)
    await screen.findByRole('link', { name: whatsappButtonText.label })
    await vi.waitFor(() => expect(link.style.transform).toBe('translateY(-120px)'))
    banner.remove()
    await vi.waitFor(() => expect(link.style.transform).toBe('translateY(-0px)'))
  })

  it('leaves the tab order and the accessibility tree while hidden', () => {
    render(<WhatsAppButton hidden />)
    expect(screen.getByRole('link', { hidden: true })).toHaveClass('invisible')
  })
})
