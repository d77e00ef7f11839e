import { clinic } from '../../../shared/clinic.js';
import { whyChoose } from '../../content/home/whyChoose.js';
import { HomeSection } from './HomeSection.js';

export function WhyChoose() {
  return (
    <HomeSection
      id="why-title"
      className="bg-sand-100"
      eyebrow="The Difference"
      title={`Why Choose ${clinic.name}`}
      intro={`A neighborhood practice in ${clinic.address.city} where you are a person, not a chart number.`}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {whyChoose.map(({ title, description, icon: Icon }) => (
          <li key={title} className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent-50 text-accent-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-muted">{description}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
