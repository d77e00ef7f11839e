import { clinic, fullAddress } from '../../../shared/clinic.js';
import { useSite } from '../../site-context.js';
import { useHydrated } from '../../lib/useHydrated.js';

const box = 'block h-[22rem] w-full border-0 bg-brand-50 sm:h-[28rem]';

/**
 * The embedded map (MAP_EMBED_URL). Another origin's page, below the fold: it is added once this page is
 * interactive (after its load), then loads as it nears the viewport. Added with the HTML, it was fetched
 * before the first paint on a phone and held it back. Without JavaScript it comes with the page.
 */
export function MapFrame() {
  const { embeds } = useSite();
  const frame = (
    <iframe
      src={embeds.mapEmbedUrl}
      title={`Map showing ${clinic.name} at ${fullAddress}`}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      width={1200}
      height={450}
      className={box}
    />
  );
  // The same box meanwhile, so nothing moves when the map arrives.
  return useHydrated() ? (
    frame
  ) : (
    <div className={box}>
      <noscript>{frame}</noscript>
    </div>
  );
}
