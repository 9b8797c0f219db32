import { cn } from '@/components/ui/cn'
import { InputField } from '@/components/ui/field'
import { Icon } from '@/components/ui/icons'
import { catalogCopy as copy } from './catalog-content'
import { CATEGORIES, type CategoryId, type ProductCategory } from './categories'
import type { ProductQuery } from './product-query'

interface CatalogToolbarProps {
  query: ProductQuery
  /** The categories some product is in: one the filter calls coming soon opens once it has any. */
  stocked: ReadonlySet<ProductCategory>
  onSearch: (search: string) => void
  onCategory: (category: CategoryId) => void
}

/** The search box and the category filter buttons. */
export function CatalogToolbar({ query, stocked, onSearch, onCategory }: CatalogToolbarProps) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <InputField
        label={copy.searchLabel}
        type="search"
        name="search"
        value={query.search}
        onChange={(event) => onSearch(event.target.value)}
        placeholder={copy.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        className="w-full lg:max-w-sm"
      />
      <div role="group" aria-label={copy.categoryLabel} className="flex flex-wrap gap-2">
        {CATEGORIES.map((filter) => {
          const category = {
            ...filter,
            enabled: filter.enabled || (filter.id !== 'all' && stocked.has(filter.id)),
          }
          const active = query.category === category.id
          return (
            <button
              key={category.id}
              type="button"
              aria-pressed={active}
              disabled={!category.enabled}
              onClick={() => onCategory(category.id)}
              className={cn(
                'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500',
                active
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-stone-300 bg-white text-stone-800 hover:border-brand-600',
                !category.enabled &&
                  'cursor-not-allowed border-dashed bg-stone-100 text-stone-600 hover:border-stone-300',
              )}
            >
              {active ? <Icon name="check" className="size-4 stroke-[2.5]" /> : null}
              {category.label}
              {category.enabled ? null : (
                <span className="rounded bg-stone-200 px-1.5 py-0.5 text-[0.65rem] uppercase tracking-wide">
                  {copy.comingSoon}
                </span>
              )}
            </button>
          )
        })}
      </div>
    </div>
  )
}
