// Apart from the physician data, so service pages do not download the clinic's address builder.
export type Crumb = { href: string; label: string };

export const absolute = (siteUrl: string, path: string) => new URL(path, siteUrl + '/').href;

/** schema.org BreadcrumbList for a trail of site paths, first item first. */
export function breadcrumbList(crumbs: Crumb[], siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absolute(siteUrl, crumb.href),
    })),
  };
}
