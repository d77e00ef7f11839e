import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { faqs } from '../../content/home/faqs.js';
import { HomeSection } from './HomeSection.js';

/** The 8 questions as a single-open accordion (opening one closes the other; the open one can close). */
export function Faq() {
  return (
    <HomeSection id="faq-title" eyebrow="FAQ" title="Frequently Asked Questions" intro="Straight answers to what new patients ask us most.">
      <Accordion.Root type="single" collapsible className="mx-auto grid max-w-3xl gap-3">
        {faqs.map((faq, i) => (
          <Accordion.Item
            key={faq.question}
            value={`faq-${i + 1}`}
            className="overflow-hidden rounded-2xl border border-brand-100 bg-sand-50 data-[state=open]:bg-white data-[state=open]:shadow-[var(--shadow-card)]"
          >
            <Accordion.Header asChild>
              <h3 className="font-sans text-base">
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-brand-900 hover:bg-brand-50">
                  {faq.question}
                  <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180" />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-5 text-muted">
              <p>{faq.answer}</p>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </HomeSection>
  );
}
