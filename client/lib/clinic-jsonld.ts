import { clinic, officeHours, type DayHours } from '../../shared/clinic.js';

type OpeningHours = { '@type': 'OpeningHoursSpecification'; dayOfWeek: string; opens: string; closes: string };

/** "8am" → "08:00", "2:30pm" → "14:30"; null when the text is not a time. */
export function to24h(text: string): string | null {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)$/i.exec(text.trim());
  if (!match) return null;
  const hour = (Number(match[1]) % 12) + (match[3]!.toLowerCase() === 'pm' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${match[2] ?? '00'}`;
}

/**
 * Structured opening hours from the human-readable office hours: each "8am-12pm" range becomes one
 * entry; days without a time range ("By appointment only", "Closed") are left out, as schema.org expects.
 */
export function openingHoursSpecification(hours: readonly DayHours[] = officeHours): OpeningHours[] {
  return hours.flatMap(({ day, hours: text }) =>
    text.split(/\s+and\s+|,\s*/).flatMap((range) => {
      const [from, to] = range.split('-');
      const opens = from && to24h(from);
      const closes = to && to24h(to);
      return opens && closes
        ? [{ '@type': 'OpeningHoursSpecification' as const, dayOfWeek: `https://schema.org/${day}`, opens, closes }]
        : [];
    }),
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
  };
}
