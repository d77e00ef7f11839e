import { postDescription, postPath, safeImageUrl, type BlogPost } from '../../../shared/blog.js';
import { clinic } from '../../../shared/clinic.js';
import { isoDate } from '../../../shared/dates.js';
import { useSite } from '../../site-context.js';
import { JsonLd } from '../common/JsonLd.js';

/** BlogPosting structured data. */
export function PostJsonLd({ post }: { post: BlogPost }) {
  const { siteUrl } = useSite();
  const url = siteUrl + postPath(post.slug);
  const image = safeImageUrl(post.featured_image);
  const published = isoDate(post.published_at);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: postDescription(post),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(image ? { image: [new URL(image, siteUrl + '/').href] } : {}),
    ...(published ? { datePublished: published } : {}),
    ...(post.category ? { articleSection: post.category.name } : {}),
    author: { '@type': 'Organization', name: clinic.name, url: siteUrl },
    publisher: {
      '@type': 'Organization',
      name: clinic.name,
      url: siteUrl,
      logo: { '@type': 'ImageObject', url: `${siteUrl}/icon-512.png` },
    },
  };
  return <JsonLd data={data} />;
}
