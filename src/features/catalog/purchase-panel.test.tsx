import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MemoryRouter } from 'react-router-dom'
import { ENQUIRY_LIMITS } from '@/config/constants'
import { readEnquiryList, writeEnquiryList, type EnquiryLine } from '@/lib/storage/enquiry-list'
import { catalogCopy } from './catalog-content'
import { PurchasePanel } from './purchase-panel'

const prices = { '500gm': 49.5, '1kg': 95, '5kg': 455, '30kg': 0 }

describe('PurchasePanel', () => {
  it('hides every price from the page until GST is verified', () => {
    const { container } = render(
      <PurchasePanel productName="Masoor Dal" prices={prices} verified={false} onBuy={vi.fn()} />,
    )
    expect(container.textContent).not.toMatch(/₹\s*\d|\d\.\d\d|49|95|455/)
    expect(screen.getByText(catalogCopy.priceHidden)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Verify GST to Buy/ })).toHaveTextContent(
      catalogCopy.verifyToBuy,
    )
  })

  it('shows the pack price and per-kg prices once verified', async () => {
    render(<PurchasePanel productName="Masoor Dal" prices={prices} verified onBuy={vi.fn()} />)
    expect(screen.getByText('₹49.50')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: /1kg.*₹95\.00\/kg/ })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: /5kg/ }))
    expect(screen.getByText('₹455.00')).toBeInTheDocument()
    expect(screen.queryByText('₹49.50')).not.toBeInTheDocument()
  })

  it('defaults to 500gm and disables sizes that are not sold', () => {
    render(<PurchasePanel productName="Mix Dal" prices={prices} verified onBuy={vi.fn()} />)
    expect(screen.getByRole('radio', { name: /500gm/ })).toBeChecked()
    const unavailable = screen.getByRole('radio', { name: /30kg/ })
    expect(unavailable).toBeDisabled()
    expect(unavailable).toHaveAccessibleName(`30kg ${catalogCopy.notAvailable}`)
  })

  it('defaults to the first sold size when 500gm is not sold', () => {
    render(
      <PurchasePanel
        productName="Bura"
        prices={{ '500gm': 0, '1kg': 58, '5kg': 278 }}
        verified
        onBuy={vi.fn()}
      />,
    )
    expect(screen.getByRole('radio', { name: /1kg/ })).toBeChecked()
    expect(screen.getByRole('radio', { name: /500gm/ })).toBeDisabled()
  })

  it('hands the chosen product, size and price to the buy handler', async () => {
    const onBuy = vi.fn()
    render(<PurchasePanel productName="Masoor Dal" prices={prices} verified onBuy={onBuy} />)
    await userEvent.click(screen.getByRole('radio', { name: /1kg/ }))
    await userEvent.click(screen.getByRole('button', { name: /Buy Now/ }))
    expect(onBuy).toHaveBeenCalledWith({ productName: 'Masoor Dal', size: '1kg', price: 95 })
  })

  it('cannot be bought when no size is sold', () => {
    render(<PurchasePanel productName="Gone" prices={{}} verified onBuy={vi.fn()} />)
    expect(screen.getByRole('button', { name: /Buy Now/ })).toBeDisabled()
    expect(screen.getByText(catalogCopy.outOfStock)).toBeInTheDocument()
  })

  describe('Add to enquiry', () => {
    afterEach(() => writeEnquiryList([]))

    const addButton = () =>
      screen.getByRole('button', { name: /^Add to enquiry: Masoor Dal, 1kg$/ })
    function renderPanel() {
      render(
        <MemoryRouter>
          <PurchasePanel
            productName="Masoor Dal"
            productId="masoor-dal"
            prices={prices}
            verified
            onBuy={vi.fn()}
          />
        </MemoryRouter>,
      )
    }
    const line = (packs: number): EnquiryLine => ({
      productId: 'masoor-dal',
      name: 'Masoor Dal',
      size: '1kg',
      packs,
    })

    it('says it added the pack', async () => {
      renderPanel()
      await userEvent.click(screen.getByRole('radio', { name: /1kg/ }))
      await userEvent.click(addButton())
      expect(screen.getByRole('status')).toHaveTextContent(
        catalogCopy.addedToEnquiry('Masoor Dal', '1kg'),
      )
      expect(readEnquiryList()).toEqual([line(1)])
    })

    it('says nothing was added, and why, when the list is full', async () => {
      const full = Array.from({ length: ENQUIRY_LIMITS.maxLines }, (_, i) => ({
        productId: null,
        name: `Item ${i}`,
        size: null,
        packs: 1,
      }))
      writeEnquiryList(full)
      renderPanel()
      await userEvent.click(screen.getByRole('radio', { name: /1kg/ }))
      await userEvent.click(addButton())
      expect(screen.getByRole('status')).toHaveTextContent(
        catalogCopy.enquiryFull('Masoor Dal', '1kg'),
      )
      expect(screen.getByRole('status')).toHaveTextContent(`${ENQUIRY_LIMITS.maxLines} items`)
      expect(readEnquiryList()).toEqual(full)
    })

    it('says nothing was added, and why, when its line is at the most packs', async () => {
      writeEnquiryList([line(ENQUIRY_LIMITS.maxPacks)])
      renderPanel()
      await userEvent.click(screen.getByRole('radio', { name: /1kg/ }))
      await userEvent.click(addButton())
      expect(screen.getByRole('status')).toHaveTextContent(
        catalogCopy.enquiryAtMostPacks('Masoor Dal', '1kg'),
      )
      expect(readEnquiryList()).toEqual([line(ENQUIRY_LIMITS.maxPacks)])
    })
  })
})
