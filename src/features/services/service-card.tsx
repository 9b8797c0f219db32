import { Reveal } from '@/components/ui/motion'
import { serviceCardText, type Service } from './services-content'
import { ServiceIcon } from './service-icon'

/** One service: icon, category label, title and description. */
export function ServiceCard({ service, index }: { service: Service; index: number }) {
  return (
    <Reveal
      as="li"
      delay={(index % 3) * 0.08}
      className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md md:p-7"
    >
      <div className="flex items-center justify-between gap-3">
        <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50">
          <ServiceIcon category={service.category} />
        </span>
        <p className="rounded-full bg-saffron-100 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-saffron-800">
          <span className="sr-only">{serviceCardText.categoryLabel} </span>
          {service.categoryLabel}
        </p>
      </div>
      <h3 className="mt-5 font-display text-xl font-bold text-brand-900">{service.title}</h3>
      <p className="mt-3 leading-relaxed text-stone-700">{service.description}</p>
    </Reveal>
  )
}
