import { PageMeta } from '../components/seo/PageMeta.js';
import { clinic } from '../../shared/clinic.js';
import { servicePath, type ServiceSummary } from '../content/services.js';

export default function ServicePage({ service }: { service: ServiceSummary }) {
  return (
    <>
      <PageMeta
        title={`${service.title} in Palm Harbor, FL | ${clinic.name}`}
        description={service.summary}
        path={servicePath(service.slug)}
      />
      <h1>{service.title}</h1>
    </>
  );
}
