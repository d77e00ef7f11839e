import type { ServiceCard } from '../../texts/en/home/serviceCards.js';
import type { HomeSections } from '../../texts/en/home/sections.js';
import { Card } from '../ui/Card.js';
import { CheckList } from '../common/CheckList.js';
import { PageSection } from '../common/PageSection.js';
import { SectionMoreLink } from './SectionMoreLink.js';

export function ServicesOverview({
  section,
  cards,
}: {
  section: HomeSections['services'];
  cards: readonly ServiceCard[];
}) {
  return (
    <PageSection
      spacing="roomy"
      id="services-title"
      eyebrow={section.eyebrow}
      title={section.title}
      intro={section.intro}
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {cards.map(({ title, description, features, icon: Icon }) => (
          <li key={title}>
            <Card className="flex h-full flex-col">
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">{title}</h3>
              <p className="mt-3 text-muted">{description}</p>
              <CheckList items={features} className="mt-5 border-t border-brand-100 pt-5" />
            </Card>
          </li>
        ))}
      </ul>
      <SectionMoreLink to="/services" variant="outline">
        {section.more}
      </SectionMoreLink>
    </PageSection>
  );
}
