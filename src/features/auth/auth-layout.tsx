import type { ReactNode } from 'react'
import { PageMeta } from '@/components/seo/page-meta'
import { PageHeader } from '@/components/ui/page-header'

interface AuthLayoutProps {
  title: string
  intro: string
  /** The screen's route, for its canonical address. */
  path: string
  children: ReactNode
}

/** The frame of every account screen: the page's <h1> band and one centred card. */
export function AuthLayout({ title, intro, path, children }: AuthLayoutProps) {
  return (
    <>
      <PageMeta title={title} description={intro} path={path} />
      <PageHeader title={title}>{intro}</PageHeader>
      <section className="bg-stone-50 py-10 md:py-16">
        <div className="container-page">
          <div className="mx-auto max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
            {children}
          </div>
        </div>
      </section>
    </>
  )
}
