import { PageMeta } from '../components/seo/PageMeta.js';
import { pages } from '../content/pages.js';

export default function ContactPage() {
  const meta = pages.contact;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} path={meta.path} />
      <h1>Contact Us</h1>
    </>
  );
}
