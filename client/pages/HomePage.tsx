import { Suspense } from 'react';
import { PageMeta, type PageMetaData } from '../components/seo/PageMeta.js';
import { JsonLd } from '../components/common/JsonLd.js';
import { Hero } from '../components/home/Hero.js';
import type { HomePageContent } from '../routing/content/home.js';
import { deferred } from '../routing/deferred.js';
import type { PageProps } from '../routing/types.js';
import { cityAndRegion, clinic } from '../../shared/clinic.js';

export const meta: PageMetaData = {
  path: '/',
  title: `Chiropractor in ${cityAndRegion} | ${clinic.name}`,
  description: `Family chiropractic care in ${cityAndRegion}: adjustments, laser therapy and massage. New patients: consultation, X-rays, adjustment and laser therapy for $${clinic.special.price}.`,
};

// Below the hero, each section's code (and copy) loads as it comes on screen: a first visit
// downloads and hydrates the hero only. The anchors are the sections' heading ids.
const ServicesOverview = deferred('services-title', () =>
  import('../components/home/ServicesOverview.js').then((m) => m.ServicesOverview),
);
const WhyChoose = deferred('why-title', () => import('../components/home/WhyChoose.js').then((m) => m.WhyChoose));
const JourneyTimeline = deferred('journey-title', () =>
  import('../components/home/JourneyTimeline.js').then((m) => m.JourneyTimeline),
);
const ClinicSection = deferred('clinic-title', () =>
  import('../components/home/ClinicSection.js').then((m) => m.ClinicSection),
);
const Testimonials = deferred('reviews-title', () =>
  import('../components/home/Testimonials.js').then((m) => m.Testimonials),
);
const ContactSection = deferred('contact-title', () =>
  import('../components/home/ContactSection.js').then((m) => m.ContactSection),
);
const Faq = deferred('faq-title', () => import('../components/home/Faq.js').then((m) => m.Faq));
const sections = [ServicesOverview, WhyChoose, JourneyTimeline, ClinicSection, Testimonials, ContactSection, Faq];

// The server renders every section whole, with no fallback: their code is in memory before any render.
if (import.meta.env.SSR) await Promise.all(sections.map((section) => section.preload()));

export default function HomePage({ content }: PageProps<HomePageContent>) {
  return (
    <>
      <PageMeta {...meta} />
      <JsonLd data={content.jsonLd} />
      <Hero />
      {/* One boundary per section: each hydrates on its own, when its code has come. */}
      {sections.map((Section, i) => (
        <Suspense key={i}>
          <Section />
        </Suspense>
      ))}
    </>
  );
}
