import type { ReactNode } from 'react'

interface PageHeaderProps {
  title: ReactNode
  eyebrow?: ReactNode
  children?: ReactNode
}

/** The title band at the top of an inner page; the page's one <h1>. */
export function PageHeader({ title, eyebrow, children }: PageHeaderProps) {
  return (
    <header className="bg-brand-900 text-white">
      <div className="container-page py-12 md:py-16">
        {eyebrow ? (
          <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-saffron-300">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="font-display text-3xl font-bold md:text-5xl">{title}</h1>
        {children ? <div className="mt-4 max-w-2xl text-brand-100">{children}</div> : null}
      </div>
    </header>
  )
}
