import { LazyImage } from '@/components/ui/lazy-image'
import { leadership, LEADER_PLACEHOLDER_IMAGE, type Leader } from './about-content'

/** One member of the leadership team; a portrait that fails to load shows the placeholder. */
export function LeaderCard({ leader }: { leader: Leader }) {
  return (
    <li className="flex items-start gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:flex-col sm:items-center sm:gap-0 sm:p-6 sm:text-center">
      <LazyImage
        src={leader.image}
        fallbackSrc={LEADER_PLACEHOLDER_IMAGE}
        alt={leadership.portraitAlt(leader.name)}
        width={200}
        height={200}
        className="size-20 shrink-0 rounded-full bg-stone-100 sm:size-32"
      />
      <div className="min-w-0 sm:mt-4">
        <h3 className="font-display text-lg font-bold text-brand-900">{leader.name}</h3>
        <p className="mt-1 text-sm font-semibold text-saffron-700">{leader.position}</p>
        {leader.qualification ? (
          <p className="mt-2 text-sm text-stone-700">{leader.qualification}</p>
        ) : null}
        {leader.note ? (
          <p className="mt-3 border-t border-stone-100 pt-3 text-sm text-stone-600">
            {leader.note}
          </p>
        ) : null}
      </div>
    </li>
  )
}
