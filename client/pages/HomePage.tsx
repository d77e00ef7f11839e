import { Suspense } from 'react';
import { PageMeta } from '../components/seo/PageMeta.js';
import { JsonLd } from '../components/common/JsonLd.js';
import { Hero } from '../components/home/Hero.js';
import { ServicesOverview } from '../components/home/ServicesOverview.js';
import { WhyChoose } from '../components/home/WhyChoose.js';
import { JourneyTimeline } from '../components/home/JourneyTimeline.js';
import { ClinicSection } from '../components/home/ClinicSection.js';
import { Testimonials } from '../components/home/Testimonials.js';
import { ContactSection } from '../components/home/ContactSection.js';
import { Faq } from '../components/home/Faq.js';
import { pages } from '../content/pages.js';
import { clinicJsonLd } from '../lib/clinic-jsonld.js';
import { useSite } from '../site-context.js';

export default function HomePage() {
  const meta = pages.home;
  const { siteUrl } = useSite();
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} path={meta.path} />
      <JsonLd data={clinicJsonLd(siteUrl)} />
      <Hero />
      {/*
        React hydrates each Suspense boundary as its own task, so the long page never blocks the main
        thread in one piece. Nothing inside suspends: the server HTML is complete, with no fallback.
      */}
      <Suspense>
        <ServicesOverview />
        <WhyChoose />
      </Suspense>
      <Suspense>
        <JourneyTimeline />
      </Suspense>
      <Suspense>
        <ClinicSection />
      </Suspense>
      <Suspense>
        <Testimonials />
      </Suspense>
      <Suspense>
        <ContactSection />
        <Faq />
      </Suspense>
    </>
  );
}
