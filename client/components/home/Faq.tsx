import { ChevronDown } from 'lucide-react';
import type { Faq as Question } from '../../texts/en/home/faqs.js';
import type { HomeSections } from '../../texts/en/home/sections.js';
import { PageSection } from '../common/PageSection.js';

/**
 * The 8 questions as a single-open accordion without JavaScript: <details> elements sharing a `name`
 * are exclusive (opening one closes the other), and the open one closes from its own summary.
 */
export function Faq({ section, faqs }: { section: HomeSections['faq']; faqs: readonly Question[] }) {
  return (
    <PageSection spacing="roomy" id="faq-title" eyebrow={section.eyebrow} title={section.title} intro={section.intro}>
      <div className="mx-auto grid max-w-3xl gap-3">
        {faqs.map((faq) => (
          <details
            key={faq.question}
            name="faq"
            className="group rounded-2xl border border-brand-100 bg-sand-50 open:bg-white open:shadow-[var(--shadow-card)]"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-brand-900 hover:bg-brand-50 group-open:rounded-b-none [&::-webkit-details-marker]:hidden">
              {faq.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-5 pb-5 pt-1 text-muted">{faq.answer}</p>
          </details>
        ))}
      </div>
    </PageSection>
  );
}
