import { preload } from 'react-dom';
import { Pause, Play } from 'lucide-react';
import type { HomePageContent } from '../../routing/content/home.js';
import { useTexts } from '../../locale-context.js';
import { useSite } from '../../site-context.js';

/**
 * The hero's poster and background video. The poster is in the server HTML (preloaded, sized, high
 * priority: it is the largest paint); the video frame is only added after the window's load event,
 * never when the visitor prefers reduced motion, and the visible button removes it again
 * (enhance/hero-video.ts).
 */
export function HeroBackground({ poster }: { poster: HomePageContent['hero']['poster'] }) {
  const { embeds } = useSite();
  const { video } = useTexts().home;
  preload(poster.src, {
    as: 'image',
    fetchPriority: 'high',
    imageSrcSet: poster.srcSet,
    imageSizes: poster.sizes,
  });

  return (
    <>
      <img
        src={poster.src}
        srcSet={poster.srcSet}
        sizes={poster.sizes}
        width={poster.width}
        height={poster.height}
        alt={poster.alt}
        fetchPriority="high"
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      {/* Inert until the site's script adds it (enhance/hero-video.ts): a template's frame loads nothing. */}
      <template data-hero-video="">
        {/* A size container, so the 16:9 frame can cover the hero whatever its shape. */}
        <div
          data-hero-video-holder=""
          className="pointer-events-none absolute inset-0 -z-20 overflow-hidden [container-type:size]"
        >
          <iframe
            src={embeds.heroVideoUrl}
            title={video.title}
            tabIndex={-1}
            allow="autoplay; fullscreen; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            data-hero-video=""
            className="absolute left-1/2 top-1/2 h-[max(100cqh,56.25cqw)] w-[max(100cqw,177.78cqh)] -translate-x-1/2 -translate-y-1/2 border-0 opacity-0 transition-opacity duration-700"
          />
        </div>
        <button
          type="button"
          data-pause={video.pause}
          data-play={video.play}
          className="absolute bottom-4 right-4 z-10 inline-flex min-h-10 items-center gap-2 rounded-full bg-brand-900/80 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/40 backdrop-blur hover:bg-brand-900 forced-colors:border-2"
        >
          <Pause aria-hidden="true" className="size-4" />
          <Play aria-hidden="true" className="hidden size-4" />
          <span>{video.pause}</span>
        </button>
      </template>
      {/* Keeps the white text readable over any picture. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/90 via-brand-900/75 to-brand-900/30"
      />
    </>
  );
}
