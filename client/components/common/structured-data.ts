import { clinic } from '../../../shared/clinic.js';
import type { Practitioner } from '../../texts/en/about/practitioners.js';
import { clinicPostalAddress } from '../../lib/clinic-jsonld.js';
import { absolute } from './breadcrumb-list.js';

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
