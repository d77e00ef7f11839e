import { describe, expect, it } from 'vitest';
import { forms } from '../helpers/form-values.js';
import type { Browser, Locator, Page } from 'playwright-core';
import { axeViolations, openPage, viewports } from '../helpers/browser.js';
import { hydrateDeferred, startedByItself, waitForDeferred, waitForHydration } from '../helpers/hydration.js';
import type { StartedServer } from '../helpers/server-process.js';
import { withServerAndBrowser } from '../helpers/browser-session.js';
import { clinic, defaultEmbeds } from '../../shared/clinic.js';
import { clinicPhotos } from '../../client/texts/en/home/clinicPhotos.js';
import { faqs } from '../../client/texts/en/home/faqs.js';
import { heroBadges, heroText } from '../../client/texts/en/home/heroBadges.js';
import { journeySteps } from '../../client/texts/en/home/journeySteps.js';
import { homeSections } from '../../client/texts/en/home/sections.js';
import { serviceCards } from '../../client/texts/en/home/serviceCards.js';
import { averageRating, testimonials } from '../../client/texts/en/home/testimonials.js';
import { whyChoose } from '../../client/texts/en/home/whyChoose.js';
import { uiTexts } from '../../client/texts/ui.js';
import { fill } from '../../client/lib/fill.js';
import * as spanish from '../../client/texts/es/pages.js';
import { islandProps } from '../helpers/islands.js';
import { CAROUSEL_AUTO_ADVANCE_MS } from '../../client/lib/carousel.js';
import { TESTIMONIAL_AUTO_ADVANCE_MS } from '../../client/lib/testimonial-slider.js';
import { chunkPath } from '../helpers/chunks.js';
import { BOOKING_DIALOG_ID } from '../../client/components/booking/booking-ids.js';

let server: StartedServer;
let browser: Browser;
withServerAndBrowser((s, b) => ([server, browser] = [s, b]));

const videoHost = new URL(defaultEmbeds.heroVideoUrl).host;
const heroVideo = 'iframe[data-hero-video]';
const lastStep = `[data-journey-step="${journeySteps.at(-1)!.id}"]`;
const words = uiTexts.en.home;
/** A carousel dot's name, as the carousel builds it (n from 1). */
const photoDot = (n: number) => fill(words.carousel.dot, { n, title: clinicPhotos[n - 1]!.title });
/** A review dot's name, as the slider builds it (n from 1). */
const reviewDot = (n: number) => fill(words.reviews.dot, { n, name: testimonials[n - 1]!.name });

/** The label of the dot marked current in a dot list. */
const currentDot = (list: Locator) => list.locator('button[aria-current="true"]').getAttribute('aria-label');

/** Opens / hydrated, on Playwright's clock: time flows as usual, and a test can move it on at once. */
async function openHome(
  viewport: { width: number; height: number },
  options: { reducedMotion?: 'reduce' | 'no-preference' } = {},
) {
  const opened = await openPage(browser, server.url, {
    viewport,
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  await opened.page.clock.install();
  await opened.page.goto(server.url + '/');
  await waitForHydration(opened.page);
  return opened;
}

/** Waits until the carousel rests (no transition) at a track position. */
function settledAt(page: Page, index: number) {
  return page.waitForFunction((expected) => {
    const track = document.querySelector('[data-carousel-track]');
    return (
      track?.getAttribute('data-index') === String(expected) && track.getAttribute('data-transitioning') === 'false'
    );
  }, index);
}

/** How many real slides are more than half inside the carousel's visible window. */
function photosInView(page: Page) {
  return page.evaluate(() => {
    const track = document.querySelector('[data-carousel-track]')!;
    const frame = track.parentElement!.getBoundingClientRect();
    return [...track.querySelectorAll<HTMLElement>('[data-slide]')].filter((slide) => {
      const box = slide.getBoundingClientRect();
      const overlap = Math.min(box.right, frame.right) - Math.max(box.left, frame.left);
      return overlap > box.width / 2;
    }).length;
  });
}

describe('home page: server HTML', () => {
  it('contains the hero poster (preloaded, sized, high priority) and no video frame; content visible without JavaScript', async () => {
    const res = await fetch(server.url + '/');
    expect(res.status).toBe(200);
    const html = await res.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(
      /<link rel="preload" as="image" fetchPriority="high" imageSrcSet="[^"]*hero-poster-1920\.webp 1920w"/,
    );
    const poster = html.match(/<img [^>]*hero-poster[^>]*>/)?.[0] ?? '';
    expect(poster).toContain('fetchPriority="high"');
    expect(poster).toMatch(/width="\d+" height="\d+"/);
    expect(poster).not.toContain('loading="lazy"');
    // The one frame is the closed booking dialog's (lazy: nothing is fetched before it opens); the video's
    // waits in an inert <template> for the site's script.
    const video = html.match(/<template data-hero-video="">[\s\S]*?<\/template>/)?.[0] ?? '';
    expect(video).toContain('<iframe');
    const frames = html.replace(video, '').match(/<iframe [^>]*>/g) ?? [];
    expect(frames).toHaveLength(1);
    expect(frames[0]).toContain('loading="lazy"');
    const dialogStart = html.indexOf(`<dialog id="${BOOKING_DIALOG_ID}"`);
    expect(html.slice(dialogStart, html.indexOf('</dialog>', dialogStart))).toContain(frames[0]);
    expect(html.replace(video, '')).not.toContain('data-hero-video');
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    // Journey steps are visible in the server HTML: only JavaScript may hide them (to animate them in).
    expect(html.match(/data-reveal="static"/g)).toHaveLength(journeySteps.length);
    expect(html).not.toContain('data-reveal="hidden"');
    // Below the fold, photos load lazily and are sized.
    const lazy = html.match(/<img [^>]*loading="lazy"[^>]*>/g) ?? [];
    expect(lazy.length).toBeGreaterThanOrEqual(journeySteps.length + clinicPhotos.length);
    for (const img of lazy) expect(img).toMatch(/width="\d+" height="\d+"/);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown> & { openingHoursSpecification: unknown[] },
    );
    const data = jsonLd.find((item) => item['@type'] === 'MedicalClinic')!;
    expect(data['@type']).toBe('MedicalClinic');
    expect(data.openingHoursSpecification.length).toBeGreaterThan(0);
    expect(data.sameAs).toEqual(Object.values(clinic.social));
    expect(data.aggregateRating).toBeUndefined();
  });
});

describe('home page in Spanish', () => {
  const palabras = uiTexts.es.home;

  it('serves its copy, its islands’ words and its links in Spanish, and none of the English ones', async () => {
    const res = await fetch(server.url + '/es');
    expect(res.status).toBe(200);
    const html = await res.text();
    const has = (text: string) => expect(html.includes(text), text).toBe(true);
    has(`>${spanish.heroText.headline}</h1>`);
    // (The contact section is another area's.)
    const { contact: _contact, ...sections } = spanish.homeSections;
    for (const section of Object.values(sections)) has(`>${section.title}</h2>`);
    for (const faq of spanish.faqs) has(faq.question);
    // The islands' photos and reviews are in the page in Spanish; their words load with their code, not in the HTML.
    for (const photo of spanish.clinicPhotos) has(`>${photo.title}<`);
    for (const review of spanish.testimonials) has(review.content);
    for (const island of ['clinic-carousel', 'testimonials'] as const)
      expect(islandProps(html, island)).toBeUndefined();
    expect(html).toContain('data-island="clinic-carousel"');
    // Its links lead to the Spanish pages.
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    has('href="/es/services"');
    has('href="/es/about"');
    // The home page's own labels, in English, are nowhere (the contact section is another area's).
    const english = uiTexts.en.home;
    for (const text of [
      english.hero.included,
      english.video.title,
      english.video.pause,
      english.carousel.label,
      english.carousel.dots,
      english.reviews.label,
      english.reviews.basedOn(testimonials.length),
      fill(english.stars, { n: 5 }),
      ...Object.values(homeSections)
        .filter((section) => section !== homeSections.contact)
        .flatMap((section) => Object.values(section)),
    ]) {
      expect(main.includes(`>${text}<`) || main.includes(`"${text}"`), text).toBe(false);
    }
  });

  it('hydrates its islands with their Spanish words', async () => {
    const { page, context, collect } = await openPage(browser, server.url, {
      viewport: viewports.desktop,
      reducedMotion: 'no-preference',
    });
    await page.goto(server.url + '/es');
    await waitForHydration(page);
    await hydrateDeferred(page, 'clinic-title');
    const carousel = page.getByRole('region', { name: palabras.carousel.label });
    await expect(carousel.getAttribute('aria-roledescription')).resolves.toBe(palabras.carousel.carousel);
    await expect(
      carousel
        .getByRole('list', { name: palabras.carousel.dots })
        .getByRole('button')
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label'))),
    ).resolves.toEqual(
      spanish.clinicPhotos.map((photo, i) => fill(palabras.carousel.dot, { n: i + 1, title: photo.title })),
    );
    await expect(carousel.getByRole('button', { name: palabras.carousel.next }).isVisible()).resolves.toBe(true);
    await expect(carousel.getByRole('button', { name: palabras.carousel.pause }).isVisible()).resolves.toBe(true);
    await hydrateDeferred(page, 'reviews-title');
    const section = page.locator('section:has(#reviews-title)');
    await expect(section.getByRole('list', { name: palabras.reviews.dots }).getByRole('button').count()).resolves.toBe(
      spanish.testimonials.length,
    );
    await expect(section.getByRole('button', { name: palabras.reviews.pause }).isVisible()).resolves.toBe(true);
    await expect(
      section
        .getByRole('img', { name: fill(palabras.stars, { n: 5 }) })
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    const problems = await collect();
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });
});

for (const [name, viewport] of Object.entries(viewports)) {
  describe(`home page at ${viewport.width} px (${name})`, () => {
    it('shows every section with its texts, hydrates cleanly and has no axe violation; then the FAQ and the contact section at work', async () => {
      const { page, context, collect } = await openHome(viewport);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1.textContent()).resolves.toBe(heroText.headline);
      await expect(page.getByText(heroText.rating).isVisible()).resolves.toBe(true);
      await expect(
        page
          .getByRole('img', { name: fill(words.stars, { n: 5 }) })
          .first()
          .isVisible(),
      ).resolves.toBe(true);
      await expect(page.getByRole('button', { name: heroText.cta }).isVisible()).resolves.toBe(true);
      const badges = page.getByRole('list', { name: words.hero.included }).getByRole('listitem');
      await expect(badges.allTextContents()).resolves.toEqual([...heroBadges]);

      const titles = Object.values(homeSections).map((section) => section.title);
      expect(new Set(titles).size).toBe(titles.length);
      for (const title of titles) {
        await expect(page.getByRole('heading', { level: 2, name: title }).isVisible(), title).resolves.toBe(true);
      }
      const cards = [...serviceCards, ...whyChoose].map((card) => card.title);
      expect(new Set(cards).size).toBe(cards.length);
      for (const card of cards) {
        await expect(page.getByRole('heading', { level: 3, name: card, exact: true }).count(), card).resolves.toBe(1);
      }
      await expect(page.getByRole('link', { name: homeSections.services.more }).getAttribute('href')).resolves.toBe(
        '/services',
      );
      await expect(page.getByRole('link', { name: homeSections.clinic.more }).getAttribute('href')).resolves.toBe(
        '/about',
      );
      // Every step, in order.
      await expect(
        page
          .locator('[data-journey-step]')
          .evaluateAll((steps) => steps.map((s) => s.getAttribute('data-journey-step'))),
      ).resolves.toEqual(journeySteps.map((step) => String(step.id)));
      await expect(page.getByRole('button', { name: homeSections.journey.cta, exact: true }).count()).resolves.toBe(1);
      await expect(page.getByText(averageRating(testimonials), { exact: true }).isVisible()).resolves.toBe(true);
      await expect(page.getByText(words.reviews.basedOn(testimonials.length)).isVisible()).resolves.toBe(true);
      // Each review once for assistive tech (the doubled copies are hidden from it).
      const reviews = page.getByRole('region', { name: words.reviews.label }).getByRole('figure');
      await expect(reviews.count()).resolves.toBe(testimonials.length);
      await expect(reviews.filter({ hasText: homeSections.reviews.verified }).count()).resolves.toBe(
        testimonials.length,
      );
      for (const [i, review] of testimonials.entries()) {
        await expect(reviews.nth(i).textContent(), review.name).resolves.toContain(review.content);
      }
      await expect(page.getByRole('link', { name: homeSections.contact.message }).isVisible()).resolves.toBe(true);

      expect(await axeViolations(page)).toEqual([]);
      const problems = await collect();
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.cspViolations).toEqual([]);

      // The FAQ opens one question at a time, and the open one can close.
      const faq = page.locator('section', { has: page.getByRole('heading', { name: homeSections.faq.title }) });
      await expect(faq.locator('details[name="faq"] > summary').allTextContents()).resolves.toEqual(
        faqs.map((f) => f.question),
      );
      const item = (question: string) =>
        faq.locator('details', { has: page.locator('summary', { hasText: question }) });
      const isOpen = (details: Locator) => details.evaluate((el) => (el as HTMLDetailsElement).open);
      const [firstFaq, secondFaq] = faqs;
      const first = item(firstFaq!.question);
      const second = item(secondFaq!.question);
      await expect(faq.locator('details[open]').count()).resolves.toBe(0);
      await first.locator('summary').click();
      await expect(isOpen(first)).resolves.toBe(true);
      await expect(faq.getByText(firstFaq!.answer).isVisible()).resolves.toBe(true);
      await second.locator('summary').click();
      await expect(isOpen(second)).resolves.toBe(true);
      await expect(isOpen(first)).resolves.toBe(false);
      await expect(faq.getByText(firstFaq!.answer).isVisible()).resolves.toBe(false);
      await expect(faq.locator('details[open]').count()).resolves.toBe(1);
      await second.locator('summary').click();
      await expect(isOpen(second)).resolves.toBe(false);
      // By keyboard: Tab reaches each summary (with a visible ring) and Enter toggles it.
      await second.locator('summary').focus();
      await page.keyboard.press('Shift+Tab');
      await expect(
        first
          .locator('summary')
          .evaluate(
            (el) => el === document.activeElement && el.matches(':focus-visible') && getComputedStyle(el).outlineStyle,
          ),
      ).resolves.toBe('solid');
      await page.keyboard.press('Enter');
      await expect(isOpen(first)).resolves.toBe(true);
      await page.keyboard.press('Enter');
      await expect(isOpen(first)).resolves.toBe(false);

      // The contact section switches between the CTA card and the form, with focus following.
      await hydrateDeferred(page, 'contact-title');
      const section = page.locator('section', {
        has: page.getByRole('heading', { name: homeSections.contact.title }),
      });
      const card = (mode: string) => section.locator(`[data-contact-switch][data-mode="${mode}"]`);
      const form = section.getByRole('form', { name: forms.home.name });
      /** Waits until focus is on the `tag` element named like the message link (the link or the form's heading). */
      const focusOn = (tag: string) =>
        page.waitForFunction(
          ([t, name]) => document.activeElement?.tagName === t && document.activeElement.textContent?.trim() === name,
          [tag, homeSections.contact.message] as const,
        );
      expect(await form.isVisible()).toBe(false);
      await section.getByRole('link', { name: homeSections.contact.message }).click();
      await card('form').waitFor();
      await form.waitFor({ state: 'visible' });
      await focusOn('H3');
      await section.getByRole('link', { name: 'Back' }).click();
      await card('cta').waitFor();
      await form.waitFor({ state: 'hidden' });
      await focusOn('A');
      // The card's schedule button opens the booking dialog.
      await section.getByRole('button', { name: homeSections.contact.schedule }).click();
      await page.getByRole('dialog', { name: 'Schedule Your Appointment' }).waitFor();
      await context.close();
    });

    it('loads an island’s code (and React) only once it comes into view (or a pointer reaches it), then hydrates it; journey steps appear as they scroll into view', async () => {
      const { page, context, collect } = await openHome(viewport);
      const scripts: string[] = [];
      page.on(
        'request',
        (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname),
      );
      const [carouselChunk, contactChunk, reactChunk] = [
        'client/components/home/ClinicCarousel.tsx',
        'client/components/home/ContactCard.tsx',
        'client/islands/hydrate-island.tsx',
      ].map((source) => chunkPath(source));
      await startedByItself(page);
      expect(
        await page.locator('#clinic-title').evaluate((el) => el.getBoundingClientRect().top > window.innerHeight),
      ).toBe(true);
      expect(scripts.filter((s) => [carouselChunk, contactChunk, reactChunk].includes(s))).toEqual([]);
      expect(await page.locator('section:has(#clinic-title)').getAttribute('data-hydrated')).toBeNull();

      // Journey steps appear as they scroll into view: out of view once the page is live, the last waits hidden.
      const last = page.locator(lastStep);
      await page.waitForFunction(
        (selector) => document.querySelector(selector)?.getAttribute('data-reveal') === 'hidden',
        lastStep,
      );
      await expect(last.evaluate((el) => getComputedStyle(el).opacity)).resolves.toBe('0');
      await expect(last.isVisible()).resolves.toBe(true); // hidden by opacity only: its space stays, nothing shifts
      await last.scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (selector) => document.querySelector(selector)?.getAttribute('data-reveal') === 'shown',
        lastStep,
      );
      await page.waitForFunction(
        (selector) => getComputedStyle(document.querySelector(selector)!).opacity === '1',
        lastStep,
      );
      // Shown once: it stays shown after scrolling away, once the browser has reported it out of view
      // and a frame has passed for the page to act on that.
      await page.evaluate(() => window.scrollTo(0, 0));
      await last.evaluate(
        (step) =>
          new Promise<void>((resolve) => {
            const observer = new IntersectionObserver(([entry]) => {
              if (entry?.isIntersecting) return;
              observer.disconnect();
              requestAnimationFrame(() => setTimeout(resolve));
            });
            observer.observe(step);
          }),
      );
      await expect(last.getAttribute('data-reveal')).resolves.toBe('shown');

      // Scrolled to, with no pointer on it: being seen is enough.
      await page.locator('#clinic-title').scrollIntoViewIfNeeded();
      await waitForDeferred(page, 'clinic-title');
      expect(scripts.filter((s) => s === carouselChunk)).toHaveLength(1);
      expect(scripts.filter((s) => s === reactChunk)).toHaveLength(1);
      // Islands further down still wait, until a pointer reaches one (out of view, so no scrolling here).
      expect(scripts.filter((s) => s === contactChunk)).toEqual([]);
      await page.evaluate(() =>
        document
          .querySelector('section:has(#contact-title)')!
          .dispatchEvent(new PointerEvent('pointerover', { bubbles: true })),
      );
      await waitForDeferred(page, 'contact-title');
      expect(scripts.filter((s) => s === contactChunk)).toHaveLength(1);
      const problems = await collect();
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);

      await context.close();
    });

    it(`carousel: arrows, dots, auto-advance, pause while hovered, ${viewport.width < 640 ? 'one photo' : 'three photos'} in view; testimonials advance on their own, follow the dots, and pause`, async () => {
      const { page, context } = await openHome(viewport);
      const carousel = page.getByRole('region', { name: words.carousel.label });
      await carousel.scrollIntoViewIfNeeded();
      // Its arrows, dots and pause button show once its section is live.
      await waitForDeferred(page, 'clinic-title');
      await expect(carousel.getAttribute('aria-roledescription')).resolves.toBe(words.carousel.carousel);
      const dots = carousel.getByRole('list', { name: words.carousel.dots });
      await expect(
        dots.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label'))),
      ).resolves.toEqual(clinicPhotos.map((_, i) => photoDot(i + 1)));
      await expect(photosInView(page)).resolves.toBe(viewport.width < 640 ? 1 : 3);

      // Arrows and dots (the pointer stays over the carousel, so it does not move on its own meanwhile).
      await carousel.hover();
      await dots.getByRole('button', { name: photoDot(1) }).click();
      await settledAt(page, 1);
      await carousel.getByRole('button', { name: words.carousel.next }).click();
      await settledAt(page, 2);
      await expect(currentDot(dots)).resolves.toBe(photoDot(2));
      const later = Math.floor(clinicPhotos.length / 2) + 1;
      await dots.getByRole('button', { name: photoDot(later) }).click();
      await settledAt(page, later);
      await dots.getByRole('button', { name: photoDot(1) }).click();
      await settledAt(page, 1);
      // Previous from the first photo passes the clone and lands on the real last photo.
      await carousel.getByRole('button', { name: words.carousel.previous }).click();
      await settledAt(page, clinicPhotos.length);
      await expect(currentDot(dots)).resolves.toBe(photoDot(clinicPhotos.length));
      await expect(photosInView(page)).resolves.toBe(viewport.width < 640 ? 1 : 3);

      // Hovered: no advance for longer than the interval (time moved on the page's clock).
      await carousel.hover();
      const held = await currentDot(dots);
      await page.clock.runFor(CAROUSEL_AUTO_ADVANCE_MS + 1000);
      await expect(currentDot(dots)).resolves.toBe(held);

      // Pointer away: it advances on its own after the interval.
      await page.mouse.move(2, 2);
      await page.clock.runFor(CAROUSEL_AUTO_ADVANCE_MS);
      await page.waitForFunction(
        ([list, label]) =>
          document.querySelector(`[aria-label="${list}"] button[aria-current="true"]`)?.getAttribute('aria-label') !==
          label,
        [words.carousel.dots, held] as const,
      );
      await expect(currentDot(dots)).resolves.toBe(photoDot(1));

      // The pause button stops it too.
      await carousel.getByRole('button', { name: words.carousel.pause }).click();
      await page.mouse.move(2, 2);
      const paused = await currentDot(dots);
      await page.clock.runFor(CAROUSEL_AUTO_ADVANCE_MS + 1000);
      await expect(currentDot(dots)).resolves.toBe(paused);
      await expect(carousel.getByRole('button', { name: words.carousel.play }).isVisible()).resolves.toBe(true);

      // The testimonials, further down.
      const section = page.locator('section', { has: page.getByRole('heading', { name: homeSections.reviews.title }) });
      const reviewDots = section.getByRole('list', { name: words.reviews.dots });
      const scroller = section.getByRole('region', { name: words.reviews.label });
      await scroller.scrollIntoViewIfNeeded();
      await page.mouse.move(2, 2);
      const index = () => scroller.getAttribute('data-testimonial-index').then(Number);
      const scrolledTo = (n: number) =>
        page.waitForFunction(
          (left) => Math.abs(document.querySelector('[data-testimonial-index]')!.scrollLeft - left) < 2,
          n * 384,
        );
      const start = await index();
      await page.clock.runFor(TESTIMONIAL_AUTO_ADVANCE_MS);
      await page.waitForFunction(
        (from) =>
          document.querySelector('[data-testimonial-index]')?.getAttribute('data-testimonial-index') !== String(from),
        start,
      );
      expect(await index()).toBe((start + 1) % testimonials.length);
      // The row scrolls (smoothly) 384 px per review.
      await scrolledTo((start + 1) % testimonials.length);

      // A review neither the start nor the one after it.
      const picked = ((start + 3) % testimonials.length) + 1;
      await reviewDots.getByRole('button', { name: reviewDot(picked) }).click();
      await page.mouse.move(2, 2);
      await expect(currentDot(reviewDots)).resolves.toBe(reviewDot(picked));
      await scrolledTo(picked - 1);

      // Hovered: it holds (time moved on the page's clock).
      await scroller.hover();
      const heldReview = await currentDot(reviewDots);
      await page.clock.runFor(TESTIMONIAL_AUTO_ADVANCE_MS + 1000);
      await expect(currentDot(reviewDots)).resolves.toBe(heldReview);

      // Paused with the button: it holds with the pointer away too.
      await section.getByRole('button', { name: words.reviews.pause }).click();
      await page.mouse.move(2, 2);
      await page.clock.runFor(TESTIMONIAL_AUTO_ADVANCE_MS + 1000);
      await expect(currentDot(reviewDots)).resolves.toBe(heldReview);
      await section.getByRole('button', { name: words.reviews.play }).click();
      await page.mouse.move(2, 2);
      await page.clock.runFor(TESTIMONIAL_AUTO_ADVANCE_MS);
      await page.waitForFunction(
        ([list, label]) =>
          document.querySelector(`[aria-label="${list}"] button[aria-current="true"]`)?.getAttribute('aria-label') !==
          label,
        [words.reviews.dots, heldReview] as const,
      );
      await context.close();
    });
  });
}

describe('home page without JavaScript', () => {
  it('the FAQ still opens one question at a time', async () => {
    const { page, context } = await openPage(browser, server.url, {
      viewport: viewports.mobile,
      javaScriptEnabled: false,
    });
    await page.goto(server.url + '/');
    const summaries = page.locator('details[name="faq"] > summary');
    await summaries.nth(0).click();
    await summaries.nth(1).click();
    await expect(page.locator('details[name="faq"][open]').count()).resolves.toBe(1);
    await expect(
      page
        .locator('details[name="faq"]')
        .nth(1)
        .evaluate((el) => (el as HTMLDetailsElement).open),
    ).resolves.toBe(true);
    await context.close();
  });
});

describe('home page hero video', () => {
  it('adds the video frame only after the window has loaded, and the pause button removes it', async () => {
    const { page, context, problems } = await openPage(browser, server.url, {
      viewport: viewports.desktop,
      reducedMotion: 'no-preference',
    });
    // Hold the poster back, so the load event waits while the page is already hydrated.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/hero-poster-\d+\.webp$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.clock.install();
    await page.goto(server.url + '/', { waitUntil: 'commit' });
    await waitForHydration(page);
    // Whatever the page set to run in the next second runs now.
    await page.clock.runFor(1000);
    await expect(page.evaluate(() => document.readyState)).resolves.not.toBe('complete');
    const frame = page.locator(heroVideo);
    await expect(frame.count()).resolves.toBe(0);
    // Nor any other origin's page yet: the booking dialog's frame is lazy and its dialog closed.
    expect(problems.externalRequests).toEqual([]);
    release();
    await frame.waitFor({ state: 'attached' });
    await expect(page.evaluate(() => document.readyState)).resolves.toBe('complete');
    await expect(frame.getAttribute('title')).resolves.toBe(words.video.title);
    await expect(frame.getAttribute('src')).resolves.toBe(defaultEmbeds.heroVideoUrl);
    expect(problems.externalRequests.some((url) => new URL(url).host === videoHost)).toBe(true);

    await page.getByRole('button', { name: words.video.pause }).click();
    await expect(frame.count()).resolves.toBe(0);
    await expect(page.locator('img[src*="hero-poster"]').isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: words.video.play }).click();
    await frame.waitFor({ state: 'attached' });
    await context.close();
  });

  it('never adds the video frame (nor auto-moves anything) when reduced motion is preferred', async () => {
    const { page, context, problems, collect } = await openPage(browser, server.url, {
      viewport: viewports.desktop,
      reducedMotion: 'reduce',
    });
    await page.clock.install();
    await page.goto(server.url + '/', { waitUntil: 'load' });
    await waitForHydration(page);
    await hydrateDeferred(page, 'clinic-title');
    const dots = page.getByRole('list', { name: words.carousel.dots });
    const before = await currentDot(dots);
    await page.clock.runFor(CAROUSEL_AUTO_ADVANCE_MS + 1000);
    await expect(page.locator(heroVideo).count()).resolves.toBe(0);
    expect(problems.externalRequests).toEqual([]);
    for (const name of [words.video.pause, words.video.play]) {
      await expect(page.getByRole('button', { name }).count()).resolves.toBe(0);
    }
    await expect(currentDot(dots)).resolves.toBe(before);
    // Journey steps are simply there, never hidden.
    await page.locator(lastStep).scrollIntoViewIfNeeded();
    await expect(page.locator('[data-reveal="hidden"]').count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect((await collect()).consoleErrors).toEqual([]);
    await context.close();
  });
});
