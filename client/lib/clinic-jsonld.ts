import { localeInfo, locales } from '../../shared/locale.js';
import { clinic, officeHours, type ClockTime, type DayHours } from '../../shared/clinic.js';

type OpeningHours = { '@type': 'OpeningHoursSpecification'; dayOfWeek: string; opens: ClockTime; closes: ClockTime };

/** schema.org's DayOfWeek names, by Date#getDay (0 = Sunday). */
const schemaDays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * Structured opening hours from the office hours: each opening period becomes one entry; days without
 * one (by appointment, closed) are left out, as schema.org expects.
 */
export function openingHoursSpecification(hours: readonly DayHours[] = officeHours): OpeningHours[] {
  return hours.flatMap((day) =>
    day.kind === 'open'
      ? day.periods.map(({ opens, closes }) => ({
          '@type': 'OpeningHoursSpecification' as const,
          dayOfWeek: `https://schema.org/${schemaDays[day.dayIndex]!}`,
          opens,
          closes,
        }))
      : [],
  );
}

/** The clinic's address as a schema.org PostalAddress. */
export function clinicPostalAddress() {
  const { street, city, region, postalCode, country } = clinic.address;
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: city,
    addressRegion: region,
    postalCode,
    addressCountry: country,
  };
}

/** The MedicalClinic structured data of the home page; deliberately no self-assigned AggregateRating. */
export function clinicJsonLd(siteUrl: string, words: { tagline: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    '@id': `${siteUrl}/#clinic`,
    name: clinic.name,
    description: words.tagline,
    url: `${siteUrl}/`,
    image: `${siteUrl}/og-image.png`,
    telephone: clinic.phone.tel,
    email: clinic.email,
    medicalSpecialty: 'https://schema.org/Musculoskeletal',
    address: clinicPostalAddress(),
    geo: { '@type': 'GeoCoordinates', latitude: clinic.geo.latitude, longitude: clinic.geo.longitude },
    openingHoursSpecification: openingHoursSpecification(),
    sameAs: Object.values(clinic.social),
    // The languages the clinic publishes in and answers messages in.
    knowsLanguage: locales.map((locale) => localeInfo[locale].htmlLang),
  };
}
