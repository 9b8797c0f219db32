import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Product } from '@/lib/catalog/catalog'
import { catalogCopy } from './catalog-content'
import { ProductCatalog } from './product-catalog'
import { formatRupees } from '@/lib/util/pricing'
import { generateProducts, seedProducts } from '@/test/synthetic-products'
import { PAGE_SIZE } from './use-product-query'

const product = (name: string): Product => ({
  id: name,
  name,
  image: '/images/products/x.svg',
  prices: { '500gm': 10, '1kg': 19 },
})
const seeded = ['Masoor Dal', 'Moong', 'Matar Green', 'Sabu Dana', 'Bura', 'Mishri Cutting'].map(
  product,
)

type CatalogState = Parameters<typeof ProductCatalog>[0]['state']

function renderCatalog(state: CatalogState, onRetry = vi.fn(), verified = false) {
  const view = render(
    <ProductCatalog state={state} verified={verified} onBuy={vi.fn()} onRetry={onRetry} />,
  )
  return { onRetry, view }
}

const cardNames = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent)

describe('ProductCatalog', () => {
  it('shows skeleton cards while loading', () => {
    renderCatalog({ status: 'loading', items: [] })
    expect(screen.getByRole('status')).toHaveTextContent(catalogCopy.loading)
    expect(screen.getAllByTestId('product-skeleton').length).toBeGreaterThan(0)
    expect(screen.queryAllByRole('article')).toHaveLength(0)
  })

  it('offers a retry when the products cannot be read', async () => {
    const { onRetry } = renderCatalog({ status: 'error', items: [] })
    expect(screen.getByText(catalogCopy.loadErrorTitle)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: catalogCopy.retry }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('combines the search with the category filter', async () => {
    renderCatalog({ status: 'ready', items: seeded })
    expect(cardNames()).toHaveLength(seeded.length)
    await userEvent.click(screen.getByRole('button', { name: 'Sugar' }))
    expect(screen.getByRole('button', { name: 'Sugar' })).toHaveAttribute('aria-pressed', 'true')
    expect(cardNames()).toEqual(['Bura', 'Mishri Cutting'])
    await userEvent.type(screen.getByRole('searchbox', { name: catalogCopy.searchLabel }), 'MISH')
    expect(cardNames()).toEqual(['Mishri Cutting'])
    await userEvent.click(screen.getByRole('button', { name: 'Grains' }))
    expect(cardNames()).toEqual([])
    expect(screen.getByText(catalogCopy.noMatches)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: catalogCopy.clearFilters }))
    expect(cardNames()).toHaveLength(seeded.length)
    expect(screen.getByRole('searchbox', { name: catalogCopy.searchLabel })).toHaveValue('')
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('keeps prices masked and Buy Now waiting on the build’s copy, verified or not, until the live read is in', () => {
    const masoor = seedProducts.find((p) => p.name === 'Masoor Dal')!
    const buy = () => screen.getByRole('button', { name: `${catalogCopy.buyNow}: Masoor Dal` })
    const price = formatRupees(masoor.prices['500gm'] ?? 0)
    const { view } = renderCatalog(
      { status: 'ready', items: [masoor], stale: true, preview: true },
      vi.fn(),
      true,
    )
    const section = screen.getByRole('region', { name: catalogCopy.allHeading })
    expect(within(section).getByText(catalogCopy.priceHidden)).toBeInTheDocument()
    expect(section).not.toHaveTextContent(price)
    expect(buy()).toBeDisabled()
    expect(section.querySelector('[aria-busy="true"]')).not.toBeNull()

    view.rerender(
      <ProductCatalog
        state={{ status: 'ready', items: [masoor] }}
        verified
        onBuy={vi.fn()}
        onRetry={vi.fn()}
      />,
    )
    expect(buy()).toBeEnabled()
    expect(within(section).getByText(price)).toBeInTheDocument()
    expect(within(section).queryByText(catalogCopy.priceHidden)).not.toBeInTheDocument()
    expect(section.querySelector('[aria-busy="true"]')).toBeNull()
  })

  it('keeps Millets, Masale and Others disabled', () => {
    renderCatalog({ status: 'ready', items: seeded })
    for (const label of ['Millets', 'Masale', 'Others']) {
      expect(screen.getByRole('button', { name: new RegExp(label) })).toBeDisabled()
    }
  })

  it('files a product under the category staff chose, and opens a coming-soon one for it', async () => {
    const ragi = { ...product('Ragi Atta'), category: 'millets' as const }
    const bura = { ...product('Bura'), category: 'others' as const }
    const others = seeded.filter((item) => item.name !== 'Bura')
    renderCatalog({ status: 'ready', items: [...others, ragi, bura] })
    expect(screen.getByRole('button', { name: /Masale/ })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Millets' }))
    expect(cardNames()).toEqual(['Ragi Atta'])
    await userEvent.click(screen.getByRole('button', { name: 'Sugar' }))
    expect(cardNames()).toEqual(['Mishri Cutting'])
    await userEvent.click(screen.getByRole('button', { name: 'Others' }))
    expect(cardNames()).toEqual(['Bura'])
  })

  it('renders a large catalogue a page at a time', () => {
    const items = generateProducts(2000)
    renderCatalog({ status: 'ready', items })
    expect(screen.getAllByRole('article')).toHaveLength(PAGE_SIZE)
    expect(screen.getByText(catalogCopy.resultCount(PAGE_SIZE, 2000))).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: catalogCopy.showMore }))
    expect(screen.getAllByRole('article')).toHaveLength(PAGE_SIZE * 2)
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Lot 1999' } })
    expect(cardNames()).toEqual([items[1998]?.name])
    expect(screen.queryByRole('button', { name: catalogCopy.showMore })).not.toBeInTheDocument()
    // The heavier direction: one keystroke from a single card back to a page of them, never all.
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Lot' } })
    expect(screen.getAllByRole('article')).toHaveLength(PAGE_SIZE)
    expect(screen.getByText(catalogCopy.resultCount(PAGE_SIZE, 2000))).toBeInTheDocument()
  })

  it('says so when the catalogue is empty', () => {
    renderCatalog({ status: 'ready', items: [] })
    expect(screen.getByText(catalogCopy.emptyCatalogue)).toBeInTheDocument()
  })
})
