import { CalendarCheck, Clock, MessageCircle } from 'lucide-react';
import { PageMeta } from '../components/seo/PageMeta.js';
import { useTexts } from '../locale-context.js';
import { PageHero } from '../components/common/PageHero.js';
import { CallButton } from '../components/common/CallButton.js';
import { ScheduleButton } from '../components/booking/ScheduleButton.js';
import { ContactCards } from '../components/contact/ContactCards.js';
import { MapFrame } from '../components/contact/MapFrame.js';
import { OfficeHours } from '../components/contact/OfficeHours.js';
import { Container } from '../components/ui/Container.js';
import { cardSurface } from '../components/ui/Card.js';
import { ContactFormIsland } from '../components/forms/ContactFormIsland.js';

const cardClass = `${cardSurface} p-6 sm:p-8`;

export default function ContactPage() {
  const { meta, contact, layout } = useTexts();
  return (
    <>
      <PageMeta {...meta.pages.contact} path="/contact" />
      <PageHero eyebrow={contact.hero.eyebrow} title={contact.hero.title} lead={contact.hero.lead} />

      <section aria-label={contact.cards.label} className="pt-12 sm:pt-16">
        <Container>
          <ContactCards />
        </Container>
      </section>

      <div className="py-12 sm:py-16">
        {/* Reading order: the hours, then the form; on wide screens the form takes the left column. */}
        <Container className="grid items-start gap-8 lg:grid-cols-12">
          <section
            aria-labelledby="office-hours"
            className={`${cardClass} lg:col-span-5 lg:col-start-8 lg:row-start-1`}
          >
            <div className="mb-4 flex flex-wrap items-center gap-3">
              <Clock aria-hidden="true" className="size-7 shrink-0 text-accent-700" />
              <h2 id="office-hours" className="text-2xl font-semibold">
                {contact.officeHoursHeading}
              </h2>
            </div>
            <OfficeHours headingId="office-hours" />
          </section>

          <section
            aria-labelledby="message-heading"
            className={`${cardClass} lg:col-span-7 lg:col-start-1 lg:row-span-2 lg:row-start-1`}
          >
            <div className="flex flex-wrap items-center gap-3">
              <MessageCircle aria-hidden="true" className="size-7 shrink-0 text-accent-700" />
              <h2 id="message-heading" className="text-2xl font-semibold sm:text-3xl">
                {contact.message.heading}
              </h2>
            </div>
            <p className="mt-3 text-muted">{contact.message.intro}</p>
            <div className="mt-6">
              <ContactFormIsland />
            </div>
          </section>

          <section
            aria-labelledby="book-heading"
            className="surface-dark rounded-[var(--radius-card)] bg-brand-800 p-6 text-white shadow-[var(--shadow-card)] sm:p-8 lg:col-span-5 lg:col-start-8"
          >
            <div className="flex flex-wrap items-center gap-3">
              <CalendarCheck aria-hidden="true" className="size-7 shrink-0 text-brand-100" />
              <h2 id="book-heading" className="text-2xl font-semibold text-white">
                {contact.book.heading}
              </h2>
            </div>
            <p className="mt-3 text-brand-50">{contact.book.text}</p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
              <ScheduleButton icon>{layout.scheduleNow}</ScheduleButton>
              <CallButton variant="inverse" />
            </div>
          </section>
        </Container>
      </div>

      <section aria-labelledby="map-heading" className="pb-14 sm:pb-20">
        <Container>
          <h2 id="map-heading" className="mb-6 text-3xl font-semibold">
            {contact.map.heading}
          </h2>
          <div className="overflow-hidden rounded-[var(--radius-card)] border border-brand-100 shadow-[var(--shadow-card)]">
            <MapFrame />
          </div>
        </Container>
      </section>
    </>
  );
}
