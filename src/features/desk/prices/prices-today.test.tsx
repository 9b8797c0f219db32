import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { paths } from '@/config/paths'
import { deskCopy } from '@/features/desk/desk-content'
import type {
  DeskProduct,
  readProductsForDesk,
  saveProductPrices,
} from '@/lib/catalog/desk-catalog'
import { PRICE_MAX } from '@/lib/desk-schema'
import { supportModalDialogs } from '@/test/dialog'
import { expectHeadingOutline } from '@/test/heading-outline'
import { renderPage } from '@/test/render-page'
import { pricesCopy as copy } from './prices-content'
import { PricesToday } from './prices-today'

const lib = vi.hoisted(() => ({
  readProductsForDesk: vi.fn<typeof readProductsForDesk>(),
  saveProductPrices: vi.fn<typeof saveProductPrices>(),
}))
vi.mock('@/lib/catalog/desk-catalog', () => lib)

const arhar: DeskProduct = {
  id: 'arhar-dal',
  name: 'Arhar Dal',
  prices: { '500gm': 76, '1kg': 120, '5kg': 715, '30kg': 4185 },
}
const bura: DeskProduct = { id: 'bura', name: 'Bura', prices: { '5kg': 210.5 } }

const field = (name: string) => screen.getByRole('textbox', { name })
const saveButton = () => screen.getByRole('button', { name: copy.save })

async function openPrices() {
  const page = renderPage(paths.deskPrices, <PricesToday />)
  await screen.findByRole('list', { name: copy.tableLabel })
  return page
}

async function retype(ui: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  await ui.clear(field(name))
  if (text) await ui.type(field(name), text)
}

beforeAll(supportModalDialogs)

beforeEach(() => {
  lib.readProductsForDesk.mockReset().mockResolvedValue([arhar, bura])
  lib.saveProductPrices.mockReset().mockResolvedValue()
})

describe('PricesToday', () => {
  it('says it is loading, then names each field by product and size, beside its price now', async () => {
    const { container } = renderPage(paths.deskPrices, <PricesToday />)
    expect(screen.getByRole('status')).toHaveTextContent(copy.loading)
    await screen.findByRole('list', { name: copy.tableLabel })
    expect(field('Arhar Dal 1kg')).toHaveValue('120')
    expect(field('Arhar Dal 1kg')).toHaveAccessibleDescription('Now ₹120')
    expect(field('Bura 5kg')).toHaveAccessibleDescription('Now ₹210.50')
    expect(field('Bura 500gm')).toHaveValue('')
    expect(field('Bura 500gm')).toHaveAccessibleDescription('Now not sold')
    expect(screen.getAllByRole('textbox')).toHaveLength(8)
    expect(screen.getByRole('group', { name: 'Arhar Dal' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: copy.changesHeading(0) })).toBeInTheDocument()
    expect(saveButton()).toBeDisabled()
    const outline = document.createElement('div')
    outline.innerHTML = `<h1>${deskCopy.title}</h1>${container.innerHTML}`
    expectHeadingOutline(outline)
  })

  it('says when the catalogue could not be read, and reads it again on request', async () => {
    const ui = userEvent.setup()
    lib.readProductsForDesk.mockRejectedValueOnce(new Error('offline'))
    renderPage(paths.deskPrices, <PricesToday />)
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.loadFailed)
    await ui.click(screen.getByRole('button', { name: copy.retry }))
    expect(await screen.findByRole('textbox', { name: 'Arhar Dal 1kg' })).toHaveValue('120')
    expect(lib.readProductsForDesk).toHaveBeenCalledTimes(2)
  })

  it('says when there are no products', async () => {
    lib.readProductsForDesk.mockResolvedValue([])
    renderPage(paths.deskPrices, <PricesToday />)
    expect(await screen.findByText(copy.empty)).toBeInTheDocument()
  })

  it.each([
    ['-5', copy.problems.negative],
    [String(PRICE_MAX + 1), copy.problems.tooHigh],
    ['12.345', copy.problems.decimals],
    ['12 kg', copy.problems.notNumber],
  ])('refuses %j at once, on the field itself', async (text, problem) => {
    const ui = userEvent.setup()
    await openPrices()
    await retype(ui, 'Arhar Dal 1kg', text)
    expect(field('Arhar Dal 1kg')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Arhar Dal 1kg')).toHaveAccessibleDescription(`Now ₹120 ${problem}`)
    expect(screen.getByRole('alert')).toHaveTextContent(problem)
  })

  it('lists the prices that change, old and new, as they are typed', async () => {
    const ui = userEvent.setup()
    await openPrices()
    await retype(ui, 'Arhar Dal 1kg', '125')
    await retype(ui, 'Arhar Dal 30kg', '')
    await retype(ui, 'Bura 500gm', '40.5')
    await retype(ui, 'Arhar Dal 500gm', '76.00')
    const list = screen.getByRole('list', { name: copy.changesHeading(3) })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Arhar Dal 1kg: ₹120 → ₹125',
      'Arhar Dal 30kg: ₹4,185 → not sold',
      'Bura 500gm: not sold → ₹40.50',
    ])
    await retype(ui, 'Arhar Dal 1kg', '120')
    expect(screen.getByRole('heading', { name: copy.changesHeading(2) })).toBeInTheDocument()
  })

  it('saves every change in one call, with exactly the changed products, and says Saved', async () => {
    const ui = userEvent.setup()
    let finish = () => {}
    lib.saveProductPrices.mockImplementation(
      () => new Promise<void>((resolve) => (finish = resolve)),
    )
    await openPrices()
    await retype(ui, 'Arhar Dal 1kg', '125')
    await retype(ui, 'Arhar Dal 30kg', '0')
    await ui.click(saveButton())
    const busy = screen.getByRole('button', { name: copy.saving })
    expect(busy).toHaveAttribute('aria-busy', 'true')
    expect(field('Arhar Dal 5kg')).toHaveAttribute('readonly')
    expect(lib.saveProductPrices).toHaveBeenCalledTimes(1)
    expect(lib.saveProductPrices).toHaveBeenCalledWith([
      { id: 'arhar-dal', prices: { '500gm': 76, '1kg': 125, '5kg': 715 } },
    ])
    await act(async () => finish())
    expect(screen.getByRole('status')).toHaveTextContent(copy.saved)
    expect(field('Arhar Dal 1kg')).toHaveValue('125')
    expect(field('Arhar Dal 1kg')).toHaveAccessibleDescription('Now ₹125')
    expect(field('Arhar Dal 30kg')).toHaveAccessibleDescription('Now not sold')
    expect(screen.getByRole('heading', { name: copy.changesHeading(0) })).toBeInTheDocument()
    // The next edit starts from the saved prices.
    await retype(ui, 'Bura 5kg', '211')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    await ui.keyboard('{Enter}')
    expect(lib.saveProductPrices).toHaveBeenLastCalledWith([{ id: 'bura', prices: { '5kg': 211 } }])
  })

  it('saves nothing while an entry is not a price, and takes the keyboard to it', async () => {
    const ui = userEvent.setup()
    await openPrices()
    await retype(ui, 'Arhar Dal 1kg', '125')
    await retype(ui, 'Bura 1kg', 'abc')
    await ui.click(saveButton())
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      copy.problems.notNumber,
      copy.fixFirst(1),
    ])
    expect(field('Bura 1kg')).toHaveFocus()
    expect(lib.saveProductPrices).not.toHaveBeenCalled()
  })

  it('keeps every edit when saving fails, and says so', async () => {
    const ui = userEvent.setup()
    lib.saveProductPrices.mockRejectedValue(new Error('denied'))
    await openPrices()
    await retype(ui, 'Arhar Dal 1kg', '125')
    await ui.click(saveButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.saveFailed)
    expect(field('Arhar Dal 1kg')).toHaveValue('125')
    expect(screen.getByRole('heading', { name: copy.changesHeading(1) })).toBeInTheDocument()
    expect(saveButton()).toBeEnabled()
  })
})

describe('PricesToday, leaving', () => {
  it('lets a page without changes go at once', async () => {
    const { router } = await openPrices()
    await act(() => router.navigate(paths.desk))
    expect(screen.getByTestId('landed')).toHaveTextContent(paths.desk)
  })

  it('asks before leaving with unsaved changes: stay keeps them, leave goes', async () => {
    const ui = userEvent.setup()
    const historyLength = window.history.length
    const { router } = await openPrices()
    await retype(ui, 'Arhar Dal 1kg', '125')
    await act(() => router.navigate(paths.desk))
    const question = screen.getByRole('dialog', { name: copy.leave.title })
    expect(question).toHaveAccessibleDescription(copy.leave.description(1))
    // The router's blocker holds the navigation: the question adds no history entry of its own.
    expect(window.history.length).toBe(historyLength)
    await ui.click(within(question).getByRole('button', { name: copy.leave.stay }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(field('Arhar Dal 1kg')).toHaveValue('125')

    // Escape stays too.
    await act(() => router.navigate(paths.desk))
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument()

    await act(() => router.navigate(paths.desk))
    await ui.click(screen.getByRole('button', { name: copy.leave.go }))
    await waitFor(() => expect(screen.getByTestId('landed')).toHaveTextContent(paths.desk))
  })

  it('asks the browser to confirm a reload or close while changes are unsaved', async () => {
    const ui = userEvent.setup()
    await openPrices()
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    }
    expect(unload()).toBe(false)
    await retype(ui, 'Bura 1kg', 'abc')
    expect(unload()).toBe(true)
    await retype(ui, 'Bura 1kg', '')
    expect(unload()).toBe(false)
  })
})
