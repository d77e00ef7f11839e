import { Link } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';
import type { ServiceSlug } from '../../content/services.js';
import { useNavigation } from '../../locale-context.js';
import { cardSurface } from '../ui/Card.js';

/** Every service page as a link, grouped as Upper Extension, Lower Extension and Specialty Services. */
export function ServiceGroups({ summaries }: { summaries: Record<ServiceSlug, string> }) {
  const { serviceNav } = useNavigation();
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {serviceNav.map((group) => {
        const headingId = `service-group-${group.id}`;
        return (
          <section key={group.id} aria-labelledby={headingId} className={`${cardSurface} p-6`}>
            <h3 id={headingId} className="text-2xl font-semibold">
              {group.label}
            </h3>
            <ul className="mt-4 divide-y divide-brand-100">
              {group.links.map((service) => (
                <li key={service.href}>
                  <Link
                    to={service.href}
                    className="group flex items-start justify-between gap-3 rounded-lg py-3 hover:text-brand-700"
                  >
                    <span>
                      <span className="block font-semibold text-brand-800 group-hover:underline group-hover:underline-offset-4">
                        {service.label}
                      </span>
                      <span className="mt-0.5 block text-sm text-muted">{summaries[service.slug]}</span>
                    </span>
                    <ChevronRight
                      aria-hidden="true"
                      className="mt-0.5 size-5 shrink-0 text-brand-500 transition-transform group-hover:translate-x-0.5"
                    />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
