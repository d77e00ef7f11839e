import { POST_LOCALE, postDescription, postPath, safeImageUrl, type BlogPost } from '../../../shared/blog.js';
import { localeInfo } from '../../../shared/locale.js';
import { useLocale } from '../../locale-context.js';
import { clinic } from '../../../shared/clinic.js';
import { isoDate } from '../../../shared/dates.js';
import { useSite } from '../../site-context.js';
import { JsonLd } from '../common/JsonLd.js';

/** BlogPosting structured data. */
export function PostJsonLd({ post }: { post: BlogPost }) {
  const { siteUrl } = useSite();
  // The post is one article, at its own language's address; this page (in any language) presents it.
  const url = siteUrl + postPath(post.slug);
  const page = siteUrl + postPath(post.slug, useLocale());
  const image = safeImageUrl(post.featured_image);
  const published = isoDate(post.published_at);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: postDescription(post),
    url,
    inLanguage: localeInfo[POST_LOCALE].htmlLang,
    mainEntityOfPage: { '@type': 'WebPage', '@id': page },
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
