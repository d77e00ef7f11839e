import { useEffect, useState } from 'react';
import { BadgeCheck, Quote } from 'lucide-react';
import {
  advanceTestimonial,
  selectTestimonial,
  TESTIMONIAL_AUTO_ADVANCE_MS,
  testimonialScrollLeft,
} from '../../lib/testimonial-slider.js';
import { useAutoRotation } from '../../lib/useAutoRotation.js';
import { useLiveRow } from '../../lib/useLiveRow.js';
import { PageSection } from '../common/PageSection.js';
import { PauseButton, SliderDots } from './SliderControls.js';
import { Stars } from './Stars.js';
import { fill } from '../../lib/fill.js';

export type Review = { name: string; timeAgo: string; content: string; rating: number };

/** The section's words, in the page's language (templates: see the English home words). */
export type TestimonialTexts = {
  eyebrow: string;
  title: string;
  /** "Based on 7 reviews", finished. */
  basedOn: string;
  verified: string;
  stars: string;
  label: string;
  dots: string;
  dot: string;
  pause: string;
  play: string;
};

type Props = {
  reviews: readonly Review[];
  /** The average rating as shown ("5.0"). */
  averageRating: string;
  texts: TestimonialTexts;
};

/**
 * The reviews, an island. They slide by one card (384 px: a 352 px card and a 32 px gap) every 4 s over a
 * doubled list; below 384 px the card takes the row's width. Until it is live (and with no script) the
 * reviews are a row that scrolls and snaps; the controls appear once it is live, at the review the row
 * was scrolled to. Its reviews and words come in its props, in the page's language.
 */
export function Testimonials({ reviews, averageRating, texts }: Props) {
  const count = reviews.length;
  const [index, setIndex] = useState(0);
  const rotation = useAutoRotation(() => setIndex((i) => advanceTestimonial(i, count)), TESTIMONIAL_AUTO_ADVANCE_MS);
  const smooth = rotation.motionAllowed;
  // The step is what the cards measure: 384 px, or less where a card shrinks to a narrow screen.
  const step = (row: HTMLElement) =>
    (row.children[1] as HTMLElement).offsetLeft - (row.children[0] as HTMLElement).offsetLeft;
  // Live: it starts at the review the visitor scrolled to.
  const {
    live,
    row: scroller,
    rowProps,
  } = useLiveRow<HTMLDivElement>((row) => setIndex(Math.min(count - 1, Math.round(row.scrollLeft / step(row)))));

  useEffect(() => {
    const row = scroller.current;
    if (!row || !live) return;
    row.scrollTo({ left: testimonialScrollLeft(index, step(row)), behavior: smooth ? 'smooth' : 'auto' });
    const realign = () => row.scrollTo({ left: testimonialScrollLeft(index, step(row)) });
    window.addEventListener('resize', realign);
    return () => window.removeEventListener('resize', realign);
  }, [index, smooth, live, scroller]);

  return (
    <PageSection
      spacing="roomy"
      id="reviews-title"
      className="overflow-hidden"
      eyebrow={texts.eyebrow}
      title={texts.title}
      intro={
        <span className="inline-flex flex-wrap items-center justify-center gap-x-3 gap-y-1">
          <span className="font-display text-4xl font-semibold text-brand-900">{averageRating}</span>
          <Stars label={texts.stars} className="h-6 text-star" id="reviews-average-stars" />
          <span>{texts.basedOn}</span>
        </span>
      }
    >
      <div {...rotation.handlers}>
        <section
          aria-label={texts.label}
          // Before it is live: a native scroller, focusable so the keyboard can scroll it.

          {...rowProps}
          data-testimonial-index={index}
          className={`-mx-4 flex gap-8 px-4 py-2 sm:mx-0 sm:px-0 sm:[mask-image:linear-gradient(to_right,#000_80%,transparent)] ${
            live ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto'
          }`}
        >
          {/* Doubled once live, so the row never runs out of cards; the copies are hidden from assistive tech. */}
          {[...reviews, ...(live ? reviews : [])].map((review, slot) => (
            <figure
              key={slot}
              data-slide={slot}
              aria-hidden={slot >= count ? true : undefined}
              className="flex w-[min(352px,100%)] shrink-0 snap-start flex-col rounded-[var(--radius-card)] border border-brand-100 bg-sand-50 p-6 shadow-[var(--shadow-card)]"
            >
              <div className="flex items-center justify-between">
                <Stars rating={review.rating} label={texts.stars} id={`review-stars-${slot}`} />
                <Quote aria-hidden="true" className="size-7 text-brand-200" />
              </div>
              <blockquote className="mt-4 flex-1 text-ink">
                <p>“{review.content}”</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-brand-100 pt-4">
                <span className="block font-semibold text-brand-900">{review.name}</span>
                <span className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-muted">
                  <span className="inline-flex items-center gap-1 font-medium text-brand-700">
                    <BadgeCheck aria-hidden="true" className="size-4" />
                    {texts.verified}
                  </span>
                  <span aria-hidden="true">·</span>
                  <span>{review.timeAgo}</span>
                </span>
              </figcaption>
            </figure>
          ))}
        </section>

        <div className={`mt-8 flex flex-wrap items-center justify-center gap-x-4 gap-y-2 ${live ? '' : 'invisible'}`}>
          <SliderDots
            label={texts.dots}
            names={reviews.map((review, i) => fill(texts.dot, { n: i + 1, name: review.name }))}
            current={index}
            onSelect={(i) => setIndex(selectTestimonial(i, count))}
            live={live}
          />
          <PauseButton
            paused={rotation.userPaused}
            onToggle={rotation.togglePaused}
            hidden={!rotation.motionAllowed}
            labels={texts}
          />
        </div>
      </div>
    </PageSection>
  );
}
