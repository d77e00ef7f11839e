import { useTexts } from '../../locale-context.js';
import { useSite } from '../../site-context.js';
import { DeferredFrame } from '../common/DeferredFrame.js';

/** The embedded map (MAP_EMBED_URL), below the fold: it waits for this page's load, then for the scroll. */
export function MapFrame() {
  const { embeds } = useSite();
  const { map } = useTexts().contact;
  return (
    <DeferredFrame
      src={embeds.mapEmbedUrl}
      title={map.frameTitle}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      width={1200}
      height={450}
      className="block h-[22rem] w-full border-0 bg-brand-50 sm:h-[28rem]"
    />
  );
}
