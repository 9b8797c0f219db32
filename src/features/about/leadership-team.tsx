import { leadership } from './about-content'
import { AboutSection } from './about-section'
import { LeaderCard } from './leader-card'

export function LeadershipTeam() {
  return (
    <AboutSection
      id="leadership"
      title={leadership.heading}
      eyebrow={leadership.eyebrow}
      intro={leadership.intro}
      tone="white"
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {leadership.leaders.map((leader) => (
          <LeaderCard key={leader.name} leader={leader} />
        ))}
      </ul>
    </AboutSection>
  )
}
