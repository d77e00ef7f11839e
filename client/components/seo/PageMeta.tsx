import { clinic } from '../../../shared/clinic.js';
import { useSite } from '../../site-context.js';
import { JsonLd } from '../common/JsonLd.js';
import { withoutSoftHyphens } from '../../lib/soft-hyphens.js';
import { useLocale } from '../../locale-context.js';
import {
  defaultLocale,
  localeInfo,
  localizePath,
  locales,
  pathWithoutLocale,
  type Locale,
} from '../../../shared/locale.js';

type Props = {
  title: string;
  description: string;
  /** Path of the canonical URL, in any language (the page's is used); omit for pages that should not have one (the 404). */
  path?: string;
  type?: 'website' | 'article';
  image?: string;
  noindex?: boolean;
};

/** A page's canonical path, title and description. */
export type PageMetaData = { path: string; title: string; description: string };

/**
 * Title, description, canonical link, the page in every language (hreflang, English for any other) and
 * Open Graph tags, which React 19 hoists into <head>; and the page as structured data, with its language.
 */
export function PageMeta({ path, type = 'website', image = '/og-image.png', noindex, ...texts }: Props) {
  // A text shared with the page (a service's summary) keeps its words whole here.
  const title = withoutSoftHyphens(texts.title);
  const description = withoutSoftHyphens(texts.description);
  const { siteUrl } = useSite();
  const locale = useLocale();
  const urlIn = (other: Locale) =>
    path === undefined ? undefined : siteUrl + localizePath(pathWithoutLocale(path), other);
  const url = urlIn(locale);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      {url && <link rel="canonical" href={url} />}
      {url &&
        [...locales, 'x-default' as const].map((language) => (
          <link
            key={language}
            rel="alternate"
            hrefLang={language}
            href={urlIn(language === 'x-default' ? defaultLocale : language)}
          />
        ))}
      <meta property="og:site_name" content={clinic.name} />
      <meta property="og:type" content={type} />
      <meta property="og:locale" content={localeInfo[locale].ogLocale} />
      {locales
        .filter((other) => other !== locale)
        .map((other) => (
          <meta key={other} property="og:locale:alternate" content={localeInfo[other].ogLocale} />
        ))}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={new URL(image, siteUrl + '/').href} />
      <meta name="twitter:card" content="summary_large_image" />
      {url && (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'WebPage',
            '@id': url,
            url,
            name: title,
            inLanguage: localeInfo[locale].htmlLang,
            isPartOf: { '@type': 'WebSite', '@id': `${siteUrl}/#website`, url: `${siteUrl}/`, name: clinic.name },
          }}
        />
      )}
    </>
  );
}
