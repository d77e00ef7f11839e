import { PageMeta } from '../components/seo/PageMeta.js';
import { pages } from '../content/pages.js';

export default function SpecialPage() {
  const meta = pages.special;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} path={meta.path} />
      <h1>$29 New Patient Special</h1>
    </>
  );
}
