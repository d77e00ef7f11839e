import { Heart, ShieldCheck, Award, GraduationCap, type LucideIcon } from 'lucide-react';
import { about, type CoreValue } from '../../content/about.js';

const icons: Record<CoreValue['id'], LucideIcon> = {
  compassion: Heart,
  integrity: ShieldCheck,
  excellence: Award,
  education: GraduationCap,
};

export function CoreValues() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {about.coreValues.map((value) => {
        const Icon = icons[value.id];
        return (
          <li key={value.id} className="rounded-[var(--radius-card)] border border-brand-100 bg-white p-6 shadow-[var(--shadow-card)]">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent-50 text-accent-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-xl font-semibold">{value.title}</h3>
            <p className="mt-2 text-muted">{value.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
