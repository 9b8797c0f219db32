import { uiText } from '@/config/ui-content'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { ENQUIRY_LIMITS } from '@/config/constants'
import type { Product } from '@/lib/catalog/catalog'
import { writeEnquiryList, type EnquiryLine } from '@/lib/storage/enquiry-list'
import { useEnquiryList } from '@/hooks/use-enquiry-list'
import { enquiryCopy as copy } from './enquiry-content'
import { EnquiryLines } from './enquiry-lines'
import { priceEnquiry } from './priced-lines'

const products: Product[] = [
  { id: 'masoor-dal', name: 'Masoor Dal', image: '', prices: { '1kg': 95, '30kg': 2640 } },
]
const lines: EnquiryLine[] = [
  { productId: 'masoor-dal', name: 'Masoor Dal', size: '30kg', packs: 2 },
  { productId: null, name: 'Toor dal, Akola', size: null, packs: 1 },
]
const priced = priceEnquiry(lines, products)

const whatsappText = () => {
  const link = screen.getByRole('link', { name: new RegExp(copy.whatsapp) })
  return new URL(link.getAttribute('href') ?? '').searchParams.get('text') ?? ''
}

describe('EnquiryLines', () => {
  it('puts no amount in the WhatsApp link while prices are hidden', () => {
    const { container } = render(<EnquiryLines priced={priced} showPrices={false} />)
    expect(whatsappText()).toBe(
      [
        'Enquiry request:',
        '1. Masoor Dal, 30kg × 2 packs',
        '2. Ask us for it: Toor dal, Akola × 1 pack',
      ].join('\n'),
    )
    expect(container.innerHTML).not.toMatch(/₹|2640|2,640|5,280/)
  })

  it('prices the WhatsApp message once prices are shown', () => {
    render(<EnquiryLines priced={priced} showPrices />)
    expect(whatsappText()).toContain('1. Masoor Dal, 30kg × 2 packs at ₹2,640.00 = ₹5,280.00')
    expect(whatsappText()).toContain('Total: 60 kg, ₹5,280.00')
  })

  it('states the limit once the list is full, and not before', () => {
    const many = (count: number) =>
      priceEnquiry(
        Array.from({ length: count }, (_, i) => ({
          productId: null,
          name: `Item ${i}`,
          size: null,
          packs: 1,
        })),
        products,
      )
    const { rerender } = render(
      <EnquiryLines priced={many(ENQUIRY_LIMITS.maxLines - 1)} showPrices />,
    )
    expect(screen.queryByText(copy.listFull)).not.toBeInTheDocument()
    rerender(<EnquiryLines priced={many(ENQUIRY_LIMITS.maxLines)} showPrices />)
    expect(screen.getByText(copy.listFull)).toHaveTextContent(`${ENQUIRY_LIMITS.maxLines} items`)
  })

  it('lets nothing be changed while the list is being sent', () => {
    render(<EnquiryLines priced={priced} showPrices locked />)
    expect(screen.getByRole('button', { name: copy.remove('Masoor Dal') })).toBeDisabled()
    expect(screen.getByRole('button', { name: uiText.packs.more('Masoor Dal') })).toBeDisabled()
    expect(screen.getByRole('button', { name: uiText.packs.fewer('Masoor Dal') })).toBeDisabled()
    expect(screen.getByRole('spinbutton', { name: uiText.packs.of('Masoor Dal') })).toBeDisabled()
    expect(screen.getByRole('combobox', { name: copy.sizeOf('Masoor Dal') })).toBeDisabled()
    expect(screen.getByRole('button', { name: copy.clear })).toBeDisabled()
  })

  describe('focus, once a line is removed', () => {
    /** The lines as the page shows them: read from the stored list, priced, kept in step. */
    function StoredLines() {
      const stored = useEnquiryList() ?? []
      return <EnquiryLines priced={priceEnquiry(stored, products)} showPrices />
    }
    const three: EnquiryLine[] = [
      ...lines,
      { productId: 'masoor-dal', name: 'Masoor Dal', size: '1kg', packs: 1 },
    ]
    afterEach(() => writeEnquiryList([]))

    it('goes to the next line’s remove button', async () => {
      writeEnquiryList(three)
      render(<StoredLines />)
      const removes = screen.getAllByRole('button', { name: /^Remove / })
      await userEvent.click(removes[0]!)
      expect(screen.getAllByRole('button', { name: /^Remove / })[0]).toHaveFocus()
      expect(screen.getAllByRole('button', { name: /^Remove / })[0]).toHaveAccessibleName(
        copy.remove('Toor dal, Akola'),
      )
    })

    it('goes to the list’s heading when the last line went', async () => {
      writeEnquiryList(three)
      render(<StoredLines />)
      await userEvent.click(screen.getAllByRole('button', { name: /^Remove / })[2]!)
      expect(screen.getByRole('heading', { name: copy.listHeading })).toHaveFocus()
    })
  })
})
