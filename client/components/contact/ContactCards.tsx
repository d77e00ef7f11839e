import { useTexts } from '../../locale-context.js';
import { Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { clinic, fullAddress } from '../../../shared/clinic.js';
import { cardSurface } from '../ui/Card.js';
import { EmailAddress } from '../common/EmailAddress.js';

const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(fullAddress)}`;

type CardProps = { Icon: LucideIcon; title: string; children: ReactNode };

function ContactCard({ Icon, title, children }: CardProps) {
  return (
    <li className={`${cardSurface} p-6 @container`}>
      {/* Side by side where the card has room; the icon goes on top in a narrow card (large text on a phone). */}
      <div className="flex flex-col gap-4 @[16rem]:flex-row">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0">
          <h2 className="text-xl font-semibold">{title}</h2>
          {children}
        </div>
      </div>
    </li>
  );
}

const linkClass = 'mt-1 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline';

/** Phone, e-mail and address, each one tap away. */
export function ContactCards() {
  const { cards } = useTexts().contact;
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      <ContactCard Icon={Phone} title={cards.call.title}>
        <a href={`tel:${clinic.phone.tel}`} className={`${linkClass} text-lg`}>
          {clinic.phone.display}
        </a>
        <p className="mt-1 text-sm text-muted">{cards.call.note}</p>
      </ContactCard>
      <ContactCard Icon={Mail} title={cards.email.title}>
        <a href={`mailto:${clinic.email}`} className={linkClass}>
          <EmailAddress address={clinic.email} />
        </a>
        <p className="mt-1 text-sm text-muted">{cards.email.note}</p>
      </ContactCard>
      <ContactCard Icon={MapPin} title={cards.visit.title}>
        <address className="mt-1 not-italic">
          {clinic.address.street}
          <br />
          {clinic.address.city}, {clinic.address.region} {clinic.address.postalCode}
        </address>
        <a href={directionsUrl} target="_blank" rel="noopener noreferrer" className={`${linkClass} text-sm`}>
          {cards.visit.directions}
          <span className="sr-only">{cards.visit.newTab}</span>
        </a>
      </ContactCard>
    </ul>
  );
}
