import { site } from '@/config/site'

interface PageMetaProps {
  title: string
  description?: string
}

/** The page's <title> and description; React 19 hoists these into <head>. */
export function PageMeta({ title, description }: PageMetaProps) {
  const fullTitle = title === site.brand ? title : `${title} | ${site.brand}`
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  )
}
