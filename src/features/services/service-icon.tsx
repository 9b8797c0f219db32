import { Icon, type IconSource } from '@/components/ui/icons'
import type { ServiceCategory } from './services-content'

/**
 * Each category's icon: the site's icon where it has one for the idea; the funnel, line chart and
 * globe are drawn only for the services.
 */
const icons: Record<ServiceCategory, IconSource> = {
  Sourcing: { name: 'sprout' },
  Trade: { name: 'scale' },
  Quality: { name: 'search' },
  Processing: { path: 'M3 4h18l-7 8v6l-4 2v-8z' },
  Storage: { name: 'warehouse' },
  Logistics: { name: 'truck' },
  Finance: { name: 'shield-check' },
  Insights: { path: 'M4 4v16h16M8 15l4-5 3 3 5-6' },
  Export: {
    path: 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  },
}

export function ServiceIcon({ category }: { category: ServiceCategory }) {
  return <Icon {...icons[category]} className="size-7 text-brand-700" />
}
