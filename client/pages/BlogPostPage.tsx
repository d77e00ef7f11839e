import { useParams } from 'react-router-dom';
import { PageMeta } from '../components/seo/PageMeta.js';
import { clinic } from '../../shared/clinic.js';

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  return (
    <>
      <PageMeta title={`Blog | ${clinic.name}`} description={`A post from the ${clinic.name} blog.`} path={`/blog/${slug}`} />
      <h1>Blog post</h1>
    </>
  );
}
