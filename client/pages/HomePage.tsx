import { PageMeta } from '../components/seo/PageMeta.js';
import { useTexts } from '../locale-context.js';
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

export default function HomePage({ content }: PageProps<HomePageContent>) {
  const { meta } = useTexts();
  const { sections } = content;
  return (
    <>
      <PageMeta {...meta.pages.home} path="/" />
      <JsonLd data={content.jsonLd} />
      <Hero {...content.hero} />
      <ServicesOverview section={sections.services} cards={content.serviceCards} />
      <WhyChoose section={sections.whyChoose} points={content.whyChoose} />
      <JourneyTimeline section={sections.journey} steps={content.journeySteps} />
      <ClinicSection section={sections.clinic} />
      {/* The islands hydrate on their own, each once it comes into view, with their words in the page's language. */}
      <Island name="testimonials" component={Testimonials} />
      <ContactSection />
      <Faq section={sections.faq} faqs={content.faqs} />
    </>
  );
}
