import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ENQUIRY_LIMITS, STORAGE_KEYS } from '@/config/constants'
import type { Product } from '@/lib/catalog/catalog'
import { generateProducts, seedProducts } from '@/test/synthetic-products'
import { paths } from '@/config/paths'
import { catalogCopy } from './catalog-content'
import { ProductCatalog } from './product-catalog'
import { noMatchesPart, loadAliasSearch } from './search-fallback'
import { PAGE_SIZE } from './use-product-query'

function renderCatalog(items: readonly Product[] = seedProducts, verified = false) {
  const onBuy = vi.fn()
  render(
    <MemoryRouter>
      <ProductCatalog
        state={{ status: 'ready', items: [...items] }}
        verified={verified}
        onBuy={onBuy}
        onRetry={vi.fn()}
      />
    </MemoryRouter>,
  )
  return { onBuy }
}

const searchFor = async (text: string) => {
  const box = screen.getByRole('searchbox', { name: catalogCopy.searchLabel })
  await userEvent.clear(box)
  if (text) await userEvent.type(box, text)
}
/** Found once the alias search (code loaded apart from the page) is in. */
const suggestionRegion = (search: string) =>
  screen.findByRole('region', { name: catalogCopy.suggestionsHeading(search) })
const namesIn = (scope: HTMLElement) =>
  within(scope)
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent)
const resultStatus = () => screen.getByText(/^\d[\d,]* products?\b/)
const askButton = () => screen.findByRole('button', { name: catalogCopy.askButton })
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.enquiryList) ?? 'null')

// The parts loaded apart from the page are in before a test asserts that something is absent.
beforeAll(async () => {
  await loadAliasSearch()
  await noMatchesPart.preload()
})
beforeEach(() => localStorage.clear())

describe('no product name holds the search', () => {
  it('suggests what the search names otherwise, under Clear, without calling it a failure', async () => {
    const { onBuy } = renderCatalog(seedProducts, true)
    await searchFor('urad dal')
    expect(screen.queryByText(catalogCopy.noMatches)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: catalogCopy.clearFilters })).toBeInTheDocument()
    const region = await suggestionRegion('urad dal')
    expect(
      within(region).getByRole('heading', { name: catalogCopy.suggestionsHeading('urad dal') }),
    ).toBeInTheDocument()
    expect(namesIn(region)).toEqual(['Urad Sabut', 'Urad Chilka'])
    expect(namesIn(document.body)).toEqual(['Urad Sabut', 'Urad Chilka'])
    expect(resultStatus()).toHaveTextContent(
      `${catalogCopy.resultCount(0, 0)}, ${catalogCopy.suggestionCount(2)}`,
    )
    expect(resultStatus()).toHaveAttribute('role', 'status')

    // The suggested card is the normal card: its Buy Now starts the same purchase.
    await userEvent.click(
      within(region).getByRole('button', { name: `${catalogCopy.buyNow}: Urad Sabut` }),
    )
    expect(onBuy).toHaveBeenCalledWith(expect.objectContaining({ productName: 'Urad Sabut' }))
  })

  it('finds a product by the name traders use as a match, and says what it is sold as', async () => {
    renderCatalog()
    await searchFor('toor')
    expect(namesIn(document.body)).toEqual(['Arhar Dal'])
    expect(resultStatus()).toHaveTextContent(catalogCopy.soldAs('toor', ['Arhar Dal']))
    expect(screen.queryByText(catalogCopy.noMatches)).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: catalogCopy.askButton })).not.toBeInTheDocument()
    await searchFor('chana')
    expect(resultStatus()).toHaveTextContent(
      '“chana” is sold here as Channa Dal, Kala Channa, Kabuli Channa and 1 more.',
    )
    await searchFor('arhar')
    expect(resultStatus()).not.toHaveTextContent(/sold here as/)
  })

  it('suggests within the chosen category only', async () => {
    renderCatalog()
    await userEvent.click(screen.getByRole('button', { name: 'Pulses' }))
    await searchFor('urad dal')
    expect(namesIn(await suggestionRegion('urad dal'))).toEqual(['Urad Sabut', 'Urad Chilka'])
    await userEvent.click(screen.getByRole('button', { name: 'Grains' }))
    expect(screen.getByText(catalogCopy.noMatches)).toBeInTheDocument()
    expect(
      screen.queryByRole('region', { name: catalogCopy.suggestionsHeading('urad dal') }),
    ).not.toBeInTheDocument()
    expect(screen.queryAllByRole('article')).toEqual([])
    expect(resultStatus()).toHaveTextContent(new RegExp(`^${catalogCopy.resultCount(0, 0)}$`))
  })

  it('shows the products of a named category, a page at a time', async () => {
    renderCatalog(generateProducts(200))
    await searchFor('cheeni')
    expect(namesIn(await suggestionRegion('cheeni'))).toHaveLength(16)
    await searchFor('pulses')
    // The generator cycles through the 24 seeded products, whose first 17 are pulses: 8 full
    // cycles and 8 more, all pulses.
    expect(resultStatus()).toHaveTextContent(catalogCopy.suggestionCount(144))
    expect(namesIn(await suggestionRegion('pulses'))).toHaveLength(PAGE_SIZE)
    await userEvent.click(screen.getByRole('button', { name: catalogCopy.showMore }))
    expect(namesIn(await suggestionRegion('pulses'))).toHaveLength(PAGE_SIZE * 2)
  })

  it('never shows suggestions beside the search’s own matches', async () => {
    renderCatalog()
    await searchFor('moong')
    expect(namesIn(document.body)).toEqual(['Moong Dal', 'Moong', 'Moong Mogar'])
    expect(screen.queryByText(catalogCopy.noMatches)).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: catalogCopy.askButton })).not.toBeInTheDocument()
  })
})

describe('Ask us for it', () => {
  it('adds the search to the enquiry list once, says so and links to the list', async () => {
    renderCatalog()
    await searchFor('  jowar atta ')
    const status = within((await askButton()).parentElement!).getByRole('status')
    expect(status).toBeEmptyDOMElement()

    await userEvent.click(await askButton())
    expect(stored()).toEqual({
      version: 1,
      lines: [{ productId: null, name: 'jowar atta', size: null, packs: 1 }],
    })
    expect(status).toHaveTextContent(catalogCopy.asked.added('jowar atta'))
    expect(within(status).getByRole('link', { name: catalogCopy.viewEnquiry })).toHaveAttribute(
      'href',
      paths.enquiry,
    )

    // Asking again does not turn the request into two packs.
    await userEvent.click(await askButton())
    expect(stored().lines).toEqual([{ productId: null, name: 'jowar atta', size: null, packs: 1 }])
    expect(status).toHaveTextContent(catalogCopy.asked.already('jowar atta'))

    // A message about an earlier search goes with it.
    await userEvent.type(screen.getByRole('searchbox'), ' whole')
    expect(status).toBeInTheDocument()
    expect(status).toBeEmptyDOMElement()
  })

  it('is there without suggestions too, but not without a search', async () => {
    renderCatalog(seedProducts.filter((p) => !['Bura', 'Mishri Cutting'].includes(p.name)))
    await searchFor('basmati rice')
    const ask = await askButton()
    expect(
      screen.queryByRole('region', { name: catalogCopy.suggestionsHeading('basmati rice') }),
    ).not.toBeInTheDocument()
    await userEvent.click(ask)
    expect(screen.getByText(catalogCopy.asked.added('basmati rice'))).toBeInTheDocument()

    await searchFor('')
    await userEvent.click(screen.getByRole('button', { name: 'Sugar' }))
    expect(screen.getByText(catalogCopy.noMatches)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: catalogCopy.askButton })).not.toBeInTheDocument()
  })

  it('leaves a full list alone and says so', async () => {
    const full = Array.from({ length: ENQUIRY_LIMITS.maxLines }, (_, i) => ({
      productId: null,
      name: `Item ${i}`,
      size: null,
      packs: 1,
    }))
    localStorage.setItem(STORAGE_KEYS.enquiryList, JSON.stringify({ version: 1, lines: full }))
    renderCatalog()
    await searchFor('jowar atta')
    await userEvent.click(await askButton())
    expect(stored().lines).toEqual(full)
    expect(screen.getByText(catalogCopy.asked.full('jowar atta'))).toBeInTheDocument()
  })

  it('says a search longer than a stored name may be is too long, and adds nothing', async () => {
    renderCatalog()
    const box = screen.getByRole('searchbox', { name: catalogCopy.searchLabel })
    fireEvent.change(box, { target: { value: `${'x'.repeat(120)}yz` } })
    await userEvent.click(await askButton())
    expect(stored()).toBeNull()
    const status = within((await askButton()).parentElement!).getByRole('status')
    expect(status).toHaveTextContent(
      'Your search is too long to ask for: shorten it to 120 characters or fewer.',
    )
    expect(within(status).queryByRole('link')).not.toBeInTheDocument()
    // What was typed stays as it was, for the buyer to shorten.
    expect(box).toHaveValue(`${'x'.repeat(120)}yz`)

    // Shortened to the limit, it is asked for whole.
    fireEvent.change(box, { target: { value: 'x'.repeat(120) } })
    await userEvent.click(await askButton())
    expect(stored().lines).toEqual([
      { productId: null, name: 'x'.repeat(120), size: null, packs: 1 },
    ])
  })
})
