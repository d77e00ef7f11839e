import { preload } from 'react-dom';
import { Stethoscope } from 'lucide-react';
import { safeImageUrl } from '../../../shared/blog.js';

type Props = { src: string | null; className?: string; eager?: boolean };

/**
 * A post's featured image. It illustrates the title beside it, so it is decorative (alt="").
 * A missing or unsafe URL shows a calm branded panel instead of a broken image.
 */
export function FeaturedImage({ src, className = '', eager = false }: Props) {
  const url = safeImageUrl(src);
  if (!url) {
    return (
      <div
        className={`flex items-center justify-center bg-gradient-to-br from-brand-100 via-brand-50 to-sand-100 ${className}`}
      >
        <Stethoscope aria-hidden="true" className="size-12 text-brand-500" />
      </div>
    );
  }
  // Named in <head> too, so the browser asks for it with the stylesheet instead of after the header's markup.
  if (eager) preload(url, { as: 'image', fetchPriority: 'high' });
  return (
    <img
      src={url}
      alt=""
      width={1200}
      height={630}
      loading={eager ? 'eager' : 'lazy'}
      // Eager means above the fold: usually the page's largest paint, so fetch it first.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={`bg-brand-50 object-cover ${className}`}
    />
  );
}
