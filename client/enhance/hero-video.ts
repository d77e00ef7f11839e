import { prefersReducedMotion } from '../lib/reduced-motion.js';

/**
 * The hero's background video: its frame and button wait in a <template> of the server's page and are
 * added only once the window has loaded, never when the visitor prefers reduced motion; the button
 * removes the frame and adds it again.
 */
export function startHeroVideo(template: HTMLTemplateElement) {
  if (prefersReducedMotion()) return;
  const parts = template.content.cloneNode(true) as DocumentFragment;
  const holder = parts.querySelector<HTMLElement>('[data-hero-video-holder]');
  const button = parts.querySelector<HTMLButtonElement>('button');
  if (!holder || !button) return;
  const frame = holder.firstElementChild!;
  const [pauseLabel, playLabel] = [button.dataset.pause!, button.dataset.play!];
  const icons = button.querySelectorAll('svg');
  const play = (playing: boolean) => {
    if (playing) {
      frame.classList.replace('opacity-100', 'opacity-0');
      holder.append(frame);
    } else frame.remove();
    button.lastElementChild!.textContent = playing ? pauseLabel : playLabel;
    icons.forEach((icon, i) => icon.classList.toggle('hidden', (i === 0) !== playing));
  };
  frame.addEventListener('load', () => frame.classList.replace('opacity-0', 'opacity-100'));
  button.addEventListener('click', () => play(!frame.isConnected));
  const add = () => template.after(holder, button);
  if (document.readyState === 'complete') add();
  else window.addEventListener('load', add, { once: true });
}
