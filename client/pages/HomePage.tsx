import { PageMeta, type PageMetaData } from '../components/seo/PageMeta.js';
import { JsonLd } from '../components/common/JsonLd.js';
import { Hero } from '../components/home/Hero.js';
import type { HomePageContent } from '../routing/content/home.js';
import { ServicesOverview } from '../components/home/ServicesOverview.js';
import { WhyChoose } from '../components/home/WhyChoose.js';
import { JourneyTimeline } from '../components/home/JourneyTimeline.js';
import { ClinicSection } from '../components/home/ClinicSection.js';
import { Testimonials } from '../components/home/Testimonials.js';
import { ContactSection } from '../components/home/ContactSection.js';
import { Faq } from '../components/home/Faq.js';
import { Island } from '../islands/Island.js';
import type { PageProps } from '../routing/types.js';
import { cityAndRegion, clinic } from '../../shared/clinic.js';

export const meta: PageMetaData = {
  path: '/',
  title: `Chiropractor in ${cityAndRegion} | ${clinic.name}`,
  description: `Family chiropractic care in ${cityAndRegion}: adjustments, laser therapy and massage. New patients: consultation, X-rays, adjustment and laser therapy for $${clinic.special.price}.`,
};

export default function HomePage({ content }: PageProps<HomePageContent>) {
  return (
    <>
      <PageMeta {...meta} />
      <JsonLd data={content.jsonLd} />
      <Hero />
      <ServicesOverview />
      <WhyChoose />
      <JourneyTimeline />
      <ClinicSection />
      {/* The islands hydrate on their own, each once it comes into view. */}
      <Island name="testimonials" component={Testimonials} />
      <ContactSection />
      <Faq />
    </>
  );
}
