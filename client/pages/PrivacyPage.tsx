import { PageMeta } from '../components/seo/PageMeta.js';
import { pages } from '../content/pages.js';

export default function PrivacyPage() {
  const meta = pages.privacy;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} path={meta.path} />
      <h1>Privacy Policy</h1>
    </>
  );
}
