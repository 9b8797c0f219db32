/** The words of the trade desk's frame: its heading and its navigation. */
export const deskCopy = {
  title: 'Trade desk',
  metaDescription: 'Where the sales team works leads and keeps the catalogue and the day’s prices.',
  navLabel: 'Trade desk',
  nav: {
    leads: 'Leads',
    prices: 'Prices today',
    catalogue: 'Catalogue',
  },
} as const
