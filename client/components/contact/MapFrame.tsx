import { clinic, fullAddress } from '../../../shared/clinic.js';
import { useSite } from '../../site-context.js';

/** The embedded map (MAP_EMBED_URL), loaded only when it nears the viewport. */
export function MapFrame() {
  const { embeds } = useSite();
  return (
    <iframe
      src={embeds.mapEmbedUrl}
      title={`Map showing ${clinic.name} at ${fullAddress}`}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      width={1200}
      height={450}
      className="block h-[22rem] w-full border-0 bg-brand-50 sm:h-[28rem]"
    />
  );
}
