import { clinic } from '../../../shared/clinic.js';
import { useTexts } from '../../locale-context.js';
import { EmailAddress } from '../common/EmailAddress.js';

/** The clinic's name, address, phone and e-mail (as links), closing a long document. */
export function ContactDetails() {
  const words = useTexts().documents.contactDetails;
  return (
    <address className="mt-4 grid gap-1 rounded-xl bg-brand-50 p-5 not-italic max-[20rem]:px-2">
      <span className="font-semibold text-brand-900">{clinic.name}</span>
      <span>
        {clinic.address.street}, {clinic.address.city}, {clinic.address.region} {clinic.address.postalCode}
      </span>
      <span>
        {words.phone}{' '}
        <a href={`tel:${clinic.phone.tel}`} className="font-semibold text-brand-700 underline underline-offset-4">
          {clinic.phone.display}
        </a>
      </span>
      <span>
        {words.email}{' '}
        <a href={`mailto:${clinic.email}`} className="font-semibold text-brand-700 underline underline-offset-4">
          <EmailAddress address={clinic.email} />
        </a>
      </span>
    </address>
  );
}
