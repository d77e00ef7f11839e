import LoaderCircle from 'lucide-react/icons/loader-circle';
import { bookingWidgetUrl, clinic } from '../../../shared/clinic.js';
import { useLocale, useTexts } from '../../locale-context.js';
import { useSite } from '../../site-context.js';

/**
 * The scheduling provider's widget, over a loading note that its document covers once it paints, and
 * the phone line under it. `lazy`: in the booking dialog, so the provider is first contacted when the
 * dialog opens (a frame in a closed dialog is not rendered, so it does not load).
 */
export function BookingWidget({ lazy, className = '' }: { lazy: boolean; className?: string }) {
  const { embeds } = useSite();
  const locale = useLocale();
  const { common, layout } = useTexts();
  const words = common.booking;
  return (
    <>
      <div data-booking-frame className={`group relative bg-white ${className}`}>
        <p className="absolute inset-0 flex items-center justify-center gap-2 text-muted group-data-loaded:hidden">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin-slow text-brand-600" />
          {words.loading}
        </p>
        <iframe
          src={bookingWidgetUrl(embeds, locale)}
          title={words.frameTitle}
          loading={lazy ? 'lazy' : undefined}
          className="relative size-full border-0"
        />
      </div>
      {/* Also the way out of the frame for the keyboard: Tab from the widget's last control lands here. */}
      <p className="border-t border-brand-100 bg-sand-50 px-5 py-3 text-center text-sm text-muted sm:px-6">
        {words.preferToTalk}{' '}
        <a
          href={`tel:${clinic.phone.tel}`}
          className="whitespace-nowrap font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {layout.callLabel(clinic.phone.display)}
        </a>
      </p>
    </>
  );
}
