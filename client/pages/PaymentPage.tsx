import { Lock, Phone, Mail } from 'lucide-react';
import { PageMeta } from '../components/seo/PageMeta.js';
import { useTexts } from '../locale-context.js';
import { DeferredFrame } from '../components/common/DeferredFrame.js';
import { PageHero } from '../components/common/PageHero.js';
import { Container } from '../components/ui/Container.js';
import { useSite } from '../site-context.js';
import { clinic } from '../../shared/clinic.js';
import { cardSurface } from '../components/ui/Card.js';
import { EmailAddress } from '../components/common/EmailAddress.js';

export default function PaymentPage() {
  const { meta, contact } = useTexts();
  const { payment } = contact;
  const { embeds } = useSite();
  return (
    <>
      <PageMeta {...meta.pages.payment} path="/payment" noindex />
      {/* The provider's embed script, on this page only; React hoists an async script into <head>. */}
      <script src={embeds.paymentScriptUrl} async />
      <PageHero eyebrow={payment.eyebrow} title={payment.title} lead={payment.lead} />
      <section aria-labelledby="payment-form-heading" className="py-12 sm:py-16">
        <Container className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className={`${cardSurface} overflow-hidden`}>
            <div className="flex items-center gap-2 border-b border-brand-100 bg-brand-50 px-6 py-4">
              <Lock aria-hidden="true" className="size-5 text-brand-700" />
              <h2 id="payment-form-heading" className="font-sans text-lg font-semibold text-brand-900">
                {payment.formHeading}
              </h2>
            </div>
            <DeferredFrame
              src={embeds.paymentFormUrl}
              title={payment.frameTitle}
              className="block min-h-[971px] w-full border-0"
              allow="payment"
            />
          </div>
          <aside aria-labelledby="payment-help" className="h-fit rounded-[var(--radius-card)] bg-sand-100 p-6">
            <h2 id="payment-help" className="text-xl font-semibold">
              {payment.help.heading}
            </h2>
            <p className="mt-2 text-muted">{payment.help.text}</p>
            <ul className="mt-4 grid gap-3">
              <li>
                <a
                  href={`tel:${clinic.phone.tel}`}
                  className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  <Phone aria-hidden="true" className="size-4" />
                  {clinic.phone.display}
                </a>
              </li>
              <li>
                <a
                  href={`mailto:${clinic.email}`}
                  className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  <Mail aria-hidden="true" className="size-4 shrink-0 max-[20rem]:hidden" />
                  <EmailAddress address={clinic.email} />
                </a>
              </li>
            </ul>
          </aside>
        </Container>
      </section>
    </>
  );
}
