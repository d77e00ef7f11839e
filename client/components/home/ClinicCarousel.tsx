import { useEffect, useReducer, useState, type CSSProperties } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ImageAsset } from '../../content/images.js';
import {
  activePhoto,
  carouselReducer,
  CAROUSEL_AUTO_ADVANCE_MS,
  CAROUSEL_TRANSITION_MS,
  initialCarousel,
  photoAtScroll,
  showArrows,
  visibleCount,
} from '../../lib/carousel.js';
import { useAutoRotation } from '../../lib/useAutoRotation.js';
import { useLiveRow } from '../../lib/useLiveRow.js';
import { ContentImage } from '../common/ContentImage.js';
import { PauseButton, SliderDots } from './SliderControls.js';
import { fill } from '../../lib/fill.js';

export type CarouselPhoto = { title: string; description: string; image: ImageAsset };

/** The carousel's words, in the page's language (templates: see the English home words). */
export type CarouselTexts = {
  label: string;
  carousel: string;
  slide: string;
  slideLabel: string;
  dots: string;
  dot: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
};

/** Clones after the real photos: the first one for the loop, two more so 3-up views never show a gap. */
const TRAILING_CLONES = 3;

/**
 * The clinic photo carousel, an island. Slide widths and the number of photos in view come from CSS
 * breakpoints (640 and 1024 px, the same as visibleCount), so the server and the first render agree;
 * the width read in an effect only decides whether arrows are needed. Until it is live (and with no
 * script) the photos are a row that scrolls and snaps, each reachable by touch, trackpad and keyboard;
 * the controls appear once it is live, starting at the photo the row was scrolled to. Its photos and words
 * come in its props, in the page's language.
 */
export function ClinicCarousel({ photos, texts }: { photos: readonly CarouselPhoto[]; texts: CarouselTexts }) {
  const count = photos.length;
  const [state, dispatch] = useReducer(carouselReducer, count, initialCarousel);
  const [visible, setVisible] = useState(1);
  const rotation = useAutoRotation(() => dispatch({ type: 'next' }), CAROUSEL_AUTO_ADVANCE_MS);
  // Live: it starts at the photo the visitor scrolled to.
  const { live, rowProps } = useLiveRow<HTMLDivElement>((row) =>
    dispatch({ type: 'goTo', photo: photoAtScroll(row.scrollLeft, row.scrollWidth, count) }),
  );

  useEffect(() => {
    const update = () => setVisible(visibleCount(window.innerWidth));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);

  // transitionend does not come when nothing moved visibly (a background tab, a hidden carousel).
  useEffect(() => {
    if (!state.transitioning) return;
    const timer = window.setTimeout(() => dispatch({ type: 'transitionEnd' }), CAROUSEL_TRANSITION_MS + 100);
    return () => window.clearTimeout(timer);
  }, [state.transitioning, state.index]);

  if (count === 0) return null;
  const slides = [
    photos[count - 1]!,
    ...photos,
    ...Array.from({ length: TRAILING_CLONES }, (_, i) => photos[i % count]!),
  ];
  const trackStyle = { '--index': state.index } as CSSProperties;

  return (
    <section aria-roledescription={texts.carousel} aria-label={texts.label} {...rotation.handlers}>
      <div className="relative">
        {/* Before it is live: a native scroller, focusable so the keyboard can scroll it. */}
        {}
        <div {...rowProps} className={`-mx-2 ${live ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto'}`}>
          <div
            aria-live={rotation.rotating ? 'off' : 'polite'}
            data-carousel-track=""
            data-index={state.index}
            data-transitioning={state.transitioning}
            style={trackStyle}
            onTransitionEnd={(e) => {
              if (e.target === e.currentTarget && e.propertyName === 'transform') dispatch({ type: 'transitionEnd' });
            }}
            className={`flex [--visible:1] sm:[--visible:2] lg:[--visible:3] ${
              live ? '[transform:translateX(calc(var(--index)*-100%/var(--visible)))]' : ''
            } ${state.transitioning ? 'transition-transform duration-500 ease-in-out' : ''}`}
          >
            {slides.map((photo, slot) => {
              const clone = slot === 0 || slot > count;
              // The copies at either end only serve the live slider's wrap-around: not sent with the page.
              if (clone && !live) return null;
              return (
                <div
                  key={slot}
                  role={clone ? undefined : 'group'}
                  aria-roledescription={clone ? undefined : texts.slide}
                  aria-label={clone ? undefined : fill(texts.slideLabel, { n: slot, count, title: photo.title })}
                  aria-hidden={clone ? true : undefined}
                  inert={clone ? true : undefined}
                  data-slide={clone ? 'clone' : slot}
                  className="w-full shrink-0 snap-start px-2 sm:w-1/2 lg:w-1/3"
                >
                  <figure className="h-full overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)]">
                    <ContentImage
                      image={photo.image}
                      sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                      className="aspect-[4/3] w-full object-cover"
                    />
                    <figcaption className="p-5">
                      <span className="block font-display text-lg font-semibold text-brand-900">{photo.title}</span>
                      <span className="mt-1 block text-muted">{photo.description}</span>
                    </figcaption>
                  </figure>
                </div>
              );
            })}
          </div>
        </div>
        {live && showArrows(count, visible) && (
          <>
            <ArrowButton direction="prev" label={texts.previous} onClick={() => dispatch({ type: 'prev' })} />
            <ArrowButton direction="next" label={texts.next} onClick={() => dispatch({ type: 'next' })} />
          </>
        )}
      </div>

      <div className={`mt-6 flex flex-wrap items-center justify-center gap-x-4 gap-y-2 ${live ? '' : 'invisible'}`}>
        <SliderDots
          label={texts.dots}
          names={photos.map((photo, i) => fill(texts.dot, { n: i + 1, title: photo.title }))}
          current={activePhoto(state)}
          onSelect={(photo) => dispatch({ type: 'goTo', photo })}
          live={live}
        />
        <PauseButton
          paused={rotation.userPaused}
          onToggle={rotation.togglePaused}
          hidden={!rotation.motionAllowed}
          labels={texts}
        />
      </div>
    </section>
  );
}

function ArrowButton({ direction, label, onClick }: { direction: 'prev' | 'next'; label: string; onClick(): void }) {
  const Icon = direction === 'prev' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`absolute top-[38%] inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white text-brand-800 shadow-md ring-1 ring-brand-200 hover:bg-brand-50 forced-colors:border-2 ${
        direction === 'prev' ? 'left-0 sm:-left-3' : 'right-0 sm:-right-3'
      }`}
    >
      <Icon aria-hidden="true" className="size-6" />
    </button>
  );
}
