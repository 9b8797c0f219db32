/** Copy of the page shown for an address the site does not have. */
export const notFoundCopy = {
  code: '404',
  title: 'Page not found',
  text: 'We could not find that page. It may have moved, or the address may be mistyped.',
  home: 'Go to the home page',
  products: 'Browse products',
} as const
