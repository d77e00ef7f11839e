import { PageMeta } from '../components/seo/PageMeta.js';
import { pages } from '../content/pages.js';

export default function HomePage() {
  const meta = pages.home;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} path={meta.path} />
      <h1>The Best Chiropractor In Palm Harbor, FL</h1>
    </>
  );
}
