import type { Modality } from '../../texts/en/services/modalities.js';
import { useTexts } from '../../locale-context.js';
import { CheckList } from '../common/CheckList.js';
import { ContentImage } from '../common/ContentImage.js';

/** One therapy: picture, description, and its Benefits and Treats lists; every other block mirrors. */
export function ModalityBlock({ modality, reversed = false }: { modality: Modality; reversed?: boolean }) {
  const headingId = `modality-${modality.id}`;
  const words = useTexts().offers.services.modality;
  return (
    <article aria-labelledby={headingId} className="grid items-center gap-8 lg:grid-cols-2 lg:gap-14">
      <div className={reversed ? 'lg:order-2' : ''}>
        <ContentImage image={modality.image} framed />
      </div>
      <div>
        <h3 id={headingId} className="text-3xl font-semibold">
          {modality.title}
        </h3>
        <p className="mt-4 text-lg text-muted">{modality.description}</p>
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          <div>
            <h4 className="mb-3 font-display text-xl font-semibold text-brand-900">{words.benefits}</h4>
            <CheckList items={modality.benefits} />
          </div>
          <div>
            <h4 className="mb-3 font-display text-xl font-semibold text-brand-900">{words.treats}</h4>
            <CheckList items={modality.treats} tone="accent" />
          </div>
        </div>
      </div>
    </article>
  );
}
