import { CircleAlert, HeartHandshake, Sparkles } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ServiceDetails } from '../../content/services.js';
import { useTexts } from '../../locale-context.js';
import { CheckList } from '../common/CheckList.js';
import { cardSurface } from '../ui/Card.js';

type ListSpec = { key: 'symptoms' | 'treatments' | 'benefits'; Icon: LucideIcon };

/** The template's three lists, in reading order (their titles are words of the page's language). */
export const serviceListSpecs: ListSpec[] = [
  { key: 'symptoms', Icon: CircleAlert },
  { key: 'treatments', Icon: HeartHandshake },
  { key: 'benefits', Icon: Sparkles },
];

export function ServiceLists({ details }: { details: Pick<ServiceDetails, ListSpec['key']> }) {
  const titles = useTexts().offers.service.lists;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {serviceListSpecs.map(({ key, Icon }) => (
        <section key={key} aria-labelledby={`list-${key}`} className={`${cardSurface} p-6`}>
          <div className="mb-5 flex flex-wrap items-center gap-3">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h2 id={`list-${key}`} className="text-2xl font-semibold">
              {titles[key]}
            </h2>
          </div>
          <CheckList items={details[key]} tone={key === 'symptoms' ? 'accent' : 'brand'} />
        </section>
      ))}
    </div>
  );
}
