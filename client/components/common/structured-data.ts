import { clinic } from '../../../shared/clinic.js';
import type { Practitioner } from '../../content/practitioners.js';
import { clinicPostalAddress } from '../../lib/clinic-jsonld.js';

export type Crumb = { href: string; label: string };

const absolute = (siteUrl: string, path: string) => new URL(path, siteUrl + '/').href;

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

/** schema.org IndividualPhysician for one practitioner, practicing at the clinic. */
export function physicianJsonLd(practitioner: Practitioner, siteUrl: string, pagePath = '/about') {
  const page = absolute(siteUrl, pagePath);
  return {
    '@context': 'https://schema.org',
    '@type': 'IndividualPhysician',
    '@id': `${page}#${practitioner.id}`,
    name: practitioner.name,
    honorificPrefix: practitioner.honorificPrefix,
    honorificSuffix: practitioner.honorificSuffix,
    jobTitle: practitioner.role,
    description: practitioner.story[0],
    image: absolute(siteUrl, practitioner.photo.src),
    url: `${page}#${practitioner.id}`,
    knowsAbout: practitioner.focus,
    hasCredential: practitioner.credentials.map((name) => ({ '@type': 'EducationalOccupationalCredential', name })),
    telephone: clinic.phone.tel,
    email: clinic.email,
    address: clinicPostalAddress(),
    practicesAt: { '@type': 'MedicalClinic', name: clinic.name, url: absolute(siteUrl, '/') },
  };
}
