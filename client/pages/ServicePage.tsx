import { TriangleAlert } from 'lucide-react';
import { PageMeta } from '../components/seo/PageMeta.js';
import { Breadcrumb } from '../components/common/Breadcrumb.js';
import { BookingActions } from '../components/common/BookingActions.js';
import { PageHero } from '../components/common/PageHero.js';
import { SpecialCta } from '../components/common/SpecialCta.js';
import { RelatedServices } from '../components/services/RelatedServices.js';
import { ServiceLists } from '../components/services/ServiceLists.js';
import { Container } from '../components/ui/Container.js';
import type { PageProps } from '../routing/types.js';
import { serviceGroups, servicePath, type ServiceContent, type ServiceSummary } from '../texts/services/catalogue.js';
import { cityAndRegion, clinic } from '../../shared/clinic.js';

export const serviceTitle = (service: Pick<ServiceSummary, 'title'>) =>
  `${service.title} in ${cityAndRegion} | ${clinic.name}`;

export const serviceDescription = (service: Pick<ServiceSummary, 'summary'>) =>
  `${service.summary} ${cityAndRegion}; new patients: first visit $${clinic.special.price}.`;

/** The one template behind every service page. */
export default function ServicePage({ content: service }: PageProps<ServiceContent>) {
  const path = servicePath(service.slug);
  const group = serviceGroups.find((g) => g.id === service.group)?.label;
  return (
    <>
      <PageMeta title={serviceTitle(service)} description={serviceDescription(service)} path={path} />
      <PageHero
        before={
          <Breadcrumb
            items={[
              { href: '/', label: 'Home' },
              { href: '/services', label: 'Services' },
              { href: path, label: service.title },
            ]}
          />
        }
        eyebrow={group}
        title={service.title}
        lead={service.tagline}
        actions={<BookingActions />}
      />

      <section aria-label="Introduction" className="py-12 sm:py-16">
        <Container>
          <p className="max-w-3xl text-lg leading-relaxed sm:text-xl">{service.introduction}</p>
          {service.note && (
            <p
              role="note"
              className="mt-6 flex max-w-3xl gap-3 rounded-xl border border-accent-100 bg-accent-50 p-4 text-accent-800"
            >
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span>{service.note}</span>
            </p>
          )}
        </Container>
      </section>

      <section aria-label={`${service.label}: symptoms, care and results`} className="pb-4">
        <Container>
          <ServiceLists details={service} />
        </Container>
      </section>

      <SpecialCta />
      <RelatedServices links={service.relatedServices} />
    </>
  );
}
