import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { listMapRecords } from '@/lib/catalog/catalog'
import { locateContent } from './locate-content'
import { bandLabel } from './map-bands'
import type { AmountBand, RetailerPoint } from './map-records'
import { LocatePage } from './locate-page'

vi.mock('@/lib/catalog/catalog', () => ({ listMapRecords: vi.fn() }))
// Leaflet needs SVG layout that jsdom lacks; the map itself is covered by e2e/locate.spec.ts.
vi.mock('./retailer-map', () => ({
  RetailerMap: ({ points }: { points: readonly RetailerPoint[] }) => (
    <div data-testid="map">{points.length}</div>
  ),
}))

const load = vi.mocked(listMapRecords)

describe('LocatePage', () => {
  it('shows a loading indicator while the records load', () => {
    load.mockReturnValue(new Promise(() => {}))
    render(<LocatePage />)
    expect(screen.getByRole('heading', { level: 1, name: locateContent.title })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(locateContent.loading)
  })

  it('draws only the usable records and explains the colours', async () => {
    load.mockResolvedValue([
      { latitude: 26.9, longitude: 75.8, totalAmount: 60000, name: 'Mehta Provision' },
      { latitude: '26.9', longitude: 75.8 },
      { latitude: 26.95, longitude: 75.7 },
    ])
    render(<LocatePage />)
    expect(await screen.findByTestId('map')).toHaveTextContent('2')
    const legend = screen.getByRole('figure', { name: locateContent.legendTitle })
    expect(legend).toHaveTextContent(bandLabel('green'))
    expect(legend).toHaveTextContent(bandLabel('yellow'))
    expect(legend).toHaveTextContent(bandLabel('red'))
    expect(screen.getByRole('heading', { name: locateContent.listTitle })).toBeInTheDocument()
    expect(screen.getByText('Mehta Provision')).toBeInTheDocument()
    expect(screen.getByText(locateContent.unnamedRetailer(3))).toBeInTheDocument()
  })

  it('lists every retailer as text under its band, in the collection’s order', async () => {
    load.mockResolvedValue([
      { latitude: 26.9, longitude: 75.8, totalAmount: 9999, name: 'Vijay Provision Store' },
      { latitude: 26.91, longitude: 75.8, totalAmount: 50000, name: 'Jain Trading Company' },
      { latitude: 26.92, longitude: 75.8, totalAmount: 10000, name: 'Sharma Anaj Bhandar' },
      { latitude: 26.93, longitude: 75.8, name: 'Durgapura Kirana Point' },
      { latitude: 26.94, longitude: 75.8, totalAmount: 49999, name: 'Shyam Kirana' },
      { latitude: 26.95, longitude: 75.8, totalAmount: 125000 },
    ])
    render(<LocatePage />)
    const list = await screen.findByRole('region', { name: locateContent.listTitle })
    const names = (band: AmountBand) =>
      within(within(list).getByRole('region', { name: new RegExp(`^${bandLabel(band)}`) }))
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    expect(names('green')).toEqual(['Jain Trading Company', locateContent.unnamedRetailer(6)])
    expect(names('yellow')).toEqual(['Sharma Anaj Bhandar', 'Shyam Kirana'])
    // No amount counts as nothing bought: red.
    expect(names('red')).toEqual(['Vijay Provision Store', 'Durgapura Kirana Point'])
  })

  it('says so when no record has usable coordinates', async () => {
    load.mockResolvedValue([{ latitude: null, longitude: 75.8 }, { totalAmount: 5 }])
    render(<LocatePage />)
    expect(await screen.findByText(locateContent.noData)).toBeInTheDocument()
    expect(screen.queryByTestId('map')).not.toBeInTheDocument()
    expect(screen.queryByRole('figure')).not.toBeInTheDocument()
  })

  it('says so when the collection is empty', async () => {
    load.mockResolvedValue([])
    render(<LocatePage />)
    expect(await screen.findByText(locateContent.noData)).toBeInTheDocument()
    expect(screen.queryByTestId('map')).not.toBeInTheDocument()
  })

  it('shows the error message in an alert when loading fails', async () => {
    load.mockRejectedValue(new Error('Missing or insufficient permissions.'))
    render(<LocatePage />)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      locateContent.loadError('Missing or insufficient permissions.'),
    )
    expect(screen.queryByTestId('map')).not.toBeInTheDocument()
  })

  it('reads the records again when Retry is pressed after a failure', async () => {
    load
      .mockRejectedValueOnce(new Error('Failed to get documents.'))
      .mockResolvedValueOnce([{ latitude: 26.9, longitude: 75.8, totalAmount: 60000 }])
    render(<LocatePage />)
    await userEvent.click(await screen.findByRole('button', { name: locateContent.retry }))
    expect(await screen.findByTestId('map')).toHaveTextContent('1')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByRole('figure', { name: locateContent.legendTitle })).toBeInTheDocument()
  })
})
