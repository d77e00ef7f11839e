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
import { servicePath, type ServiceContent } from '../content/services.js';
import { useLocalize, useTexts } from '../locale-context.js';

/** The one template behind every service page. */
export default function ServicePage({ content: service }: PageProps<ServiceContent>) {
  const localize = useLocalize();
  const { navigation, meta, offers } = useTexts();
  const path = localize(servicePath(service.slug));
  const group = navigation.serviceGroups[service.group];
  return (
    <>
      <PageMeta
        title={meta.serviceTitle(service.title)}
        description={meta.serviceDescription(service.summary)}
        path={path}
      />
      <PageHero
        before={
          <Breadcrumb
            items={[
              { href: localize('/'), label: navigation.pages['/'] },
              { href: localize('/services'), label: navigation.pages['/services'] },
              { href: path, label: service.title },
            ]}
          />
        }
        eyebrow={group}
        title={service.title}
        lead={service.tagline}
        actions={<BookingActions />}
      />

      <section aria-label={offers.service.introductionLabel} className="py-12 sm:py-16">
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

      <section aria-label={offers.service.listsLabel(service.label)} className="pb-4">
        <Container>
          <ServiceLists details={service} />
        </Container>
      </section>

      <SpecialCta />
      <RelatedServices links={service.relatedServices} />
    </>
  );
}
