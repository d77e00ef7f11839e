import { PageMeta } from '../components/seo/PageMeta.js';
import { pages } from '../content/pages.js';

export default function BlogListPage() {
  const meta = pages.blog;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} path={meta.path} />
      <h1>Blog</h1>
    </>
  );
}
