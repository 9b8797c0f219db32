/** The one table of routes (spec §2 "Route table"). Build links from here, never from string literals. */
export const paths = {
  home: '/',
  products: '/products',
  services: '/services',
  jobs: '/jobs',
  about: '/about',
  blogs: '/blogs',
  blogPost: (id: string) => `/blog/${encodeURIComponent(id)}`,
  blogPostPattern: '/blog/:id',
  locate: '/locate',
  login: '/login',
  signup: '/signup',
  emailSignup: '/email-signup',
  completeProfile: '/complete-profile',
  terms: '/Terms-of-Service',
  privacy: '/Privacy-Policy',
  cookies: '/Cookie-Policy',
  shipping: '/Shipping-Policy',
  contactSection: '/#contact',
} as const

/** The six primary header links, in the spec's order. */
export const primaryNav = [
  { to: paths.home, label: 'Home' },
  { to: paths.products, label: 'Products' },
  { to: paths.services, label: 'Services' },
  { to: paths.jobs, label: 'Careers' },
  { to: paths.about, label: 'About' },
  { to: paths.blogs, label: 'Blogs' },
] as const

export const legalNav = [
  { to: paths.terms, label: 'Terms of Service' },
  { to: paths.privacy, label: 'Privacy Policy' },
  { to: paths.cookies, label: 'Cookie Policy' },
  { to: paths.shipping, label: 'Shipping Policy' },
] as const

/** Every route with a fixed address, in the route table's order (blog posts have one per post). */
export const staticPaths: readonly string[] = [
  paths.home,
  paths.products,
  paths.services,
  paths.jobs,
  paths.about,
  paths.blogs,
  paths.locate,
  paths.login,
  paths.signup,
  paths.emailSignup,
  paths.completeProfile,
  ...legalNav.map((item) => item.to),
]
