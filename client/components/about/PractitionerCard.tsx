import type { Practitioner } from '../../texts/en/about/practitioners.js';
import { useTexts } from '../../locale-context.js';
import { ContentImage } from '../common/ContentImage.js';
import { cardSurface } from '../ui/Card.js';

/** One bio: photo slot, name and role, credentials, focus areas and a short story. */
export function PractitionerCard({ practitioner }: { practitioner: Practitioner }) {
  const headingId = `${practitioner.id}-name`;
  const words = useTexts().offers.about.practitioner;
  return (
    <article
      id={practitioner.id}
      aria-labelledby={headingId}
      className={`${cardSurface} flex flex-col overflow-hidden`}
    >
      <ContentImage
        image={practitioner.photo}
        className="aspect-[4/3] w-full bg-brand-100 object-cover object-[50%_30%]"
      />
      <div className="p-6 sm:p-8">
        <h3 id={headingId} className="text-2xl font-semibold sm:text-3xl">
          {practitioner.name}, {practitioner.honorificSuffix}
        </h3>
        <p className="mt-1 font-semibold text-accent-700">{practitioner.role}</p>
        <h4 className="mt-5 text-sm font-semibold uppercase tracking-wider text-muted">{words.credentials}</h4>
        <ul className="mt-2 grid gap-1 text-ink">
          {practitioner.credentials.map((credential) => (
            <li key={credential}>{credential}</li>
          ))}
        </ul>
        <h4 className="mt-5 text-sm font-semibold uppercase tracking-wider text-muted">{words.focus}</h4>
        <ul className="mt-2 flex flex-wrap gap-2">
          {practitioner.focus.map((area) => (
            <li
              key={area}
              className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 ring-1 ring-inset ring-brand-200"
            >
              {area}
            </li>
          ))}
        </ul>
        {practitioner.story.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-muted">
            {paragraph}
          </p>
        ))}
      </div>
    </article>
  );
}
