import { PageMeta } from '@/components/seo/page-meta'
import { PageHeader } from '@/components/ui/page-header'
import { SectionHeading } from '@/components/ui/section-heading'
import { paths } from '@/config/paths'
import { listServices, servicesIntro } from './services-content'
import { ServiceCard } from './service-card'
import { ServicesCta } from './services-cta'

export function ServicesPage() {
  return (
    <>
      <PageMeta
        title={servicesIntro.title}
        description={servicesIntro.metaDescription}
        path={paths.services}
      />
      <PageHeader title={servicesIntro.title} eyebrow={servicesIntro.eyebrow}>
        <p className="text-lg">{servicesIntro.intro}</p>
      </PageHeader>
      <section aria-labelledby="services-list-heading" className="container-page py-14 md:py-20">
        <SectionHeading
          id="services-list-heading"
          title={servicesIntro.listHeading}
          intro={servicesIntro.listIntro}
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {listServices().map((service, index) => (
            <ServiceCard key={service.title} service={service} index={index} />
          ))}
        </ul>
      </section>
      <ServicesCta />
    </>
  )
}
