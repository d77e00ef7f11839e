import { PageMeta } from '../components/seo/PageMeta.js';
import { pages } from '../content/pages.js';

export default function ServicesPage() {
  const meta = pages.services;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} path={meta.path} />
      <h1>Our Services</h1>
    </>
  );
}
