/**
 * The clinic's identity: change the clinic by editing this one file.
 * The phone number is fictional (555-01xx) and the street address is the clinic's;
 * the operator replaces what differs.
 */
import type { Locale } from './locale.js';

export const clinic = {
  name: 'Palm Harbor Chiropractic',
  shortName: 'PH Chiropractic',
  phone: { display: '(727) 555-0142', tel: '+17275550142' },
  email: 'hello@palmharborchiro.example',
  address: {
    street: '33131 US Highway 19-N',
    city: 'Palm Harbor',
    region: 'FL',
    postalCode: '34684',
    country: 'US',
  },
  geo: { latitude: 28.0775, longitude: -82.7637 },
  county: 'Pinellas County',
  foundedYear: 2025,
  social: {
    facebook: 'https://www.facebook.com/palmharborchiropractic',
    instagram: 'https://www.instagram.com/palmharborchiropractic',
  },
  agency: { name: 'Gulf Coast Web Studio', url: 'https://gulfcoastwebstudio.example' },
  special: { price: 29, regularValue: 275, savings: 226 },
} as const;

/** Default embed addresses; each is overridden by its environment variable (see server/config.ts). */
export const defaultEmbeds = {
  bookingWidgetUrl: 'https://booking.example.com/widget/palm-harbor-chiropractic',
  paymentFormUrl: 'https://payments.example.com/form/palm-harbor-chiropractic',
  paymentScriptUrl: 'https://payments.example.com/embed.js',
  heroVideoUrl: 'https://player.vimeo.com/video/76979871?background=1&autoplay=1&loop=1&muted=1',
  mapEmbedUrl:
    'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3519.5!2d-82.7637!3d28.0775!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2s33131%20US%20Highway%2019%20N%2C%20Palm%20Harbor%2C%20FL%2034684!5e0!3m2!1sen!2sus',
} as const;

export type Embeds = { [K in keyof typeof defaultEmbeds]: string } & {
  /** The booking widget in another language, where the provider has one (BOOKING_WIDGET_URL_ES). */
  bookingWidgetUrlIn?: Partial<Record<Locale, string>>;
};

/** The booking widget for a page in `locale`: its own language's where one is set, else the default one. */
export const bookingWidgetUrl = (embeds: Embeds, locale: Locale) =>
  embeds.bookingWidgetUrlIn?.[locale] ?? embeds.bookingWidgetUrl;

/** "Palm Harbor, FL": how titles and descriptions name the place. */
export const cityAndRegion = `${clinic.address.city}, ${clinic.address.region}`;

export const fullAddress = `${clinic.address.street}, ${cityAndRegion} ${clinic.address.postalCode}`;

/** A time of day on the 24-hour clock, 'HH:MM' ('08:00', '14:30'), as schema.org writes it. */
export type ClockTime = `${number}:${number}`;

export type OpeningPeriod = { opens: ClockTime; closes: ClockTime };

/**
 * One day of the week (dayIndex as Date#getDay, 0 = Sunday): open in one or more periods, seen by
 * appointment only, or closed. The words ("Monday", "8am-12pm", "Closed") come from each language's texts.
 */
export type DayHours = { dayIndex: number } & (
  { kind: 'open'; periods: readonly OpeningPeriod[] } | { kind: 'byAppointment' } | { kind: 'closed' }
);

const morning: OpeningPeriod = { opens: '08:00', closes: '12:00' };
const afternoon: OpeningPeriod = { opens: '14:00', closes: '18:00' };

/** The clinic's office hours, Monday to Sunday: the hours table and the structured data read them. */
export const officeHours: readonly DayHours[] = [
  { dayIndex: 1, kind: 'open', periods: [morning, afternoon] },
  { dayIndex: 2, kind: 'open', periods: [afternoon] },
  { dayIndex: 3, kind: 'open', periods: [morning, afternoon] },
  { dayIndex: 4, kind: 'open', periods: [afternoon] },
  { dayIndex: 5, kind: 'open', periods: [morning] },
  { dayIndex: 6, kind: 'byAppointment' },
  { dayIndex: 0, kind: 'closed' },
];
