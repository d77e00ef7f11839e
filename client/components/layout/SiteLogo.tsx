import { useLocalize } from '../../locale-context.js';
import { Link } from 'react-router-dom';
import { clinic } from '../../../shared/clinic.js';

// "Palm Harbor" above a small "CHIROPRACTIC": the name fits beside the buttons on a phone. Below
// 22rem (a 320 px phone) the mark, a picture of the name, gives way so the bar stays one row.
const split = clinic.name.lastIndexOf(' ');
const lead = split > 0 ? clinic.name.slice(0, split) : clinic.name;
const last = split > 0 ? clinic.name.slice(split + 1) : '';

/** The logo and clinic name, linking home. */
export function SiteLogo({ tone = 'light', onClick }: { tone?: 'light' | 'dark'; onClick?(): void }) {
  const dark = tone === 'dark';
  const localize = useLocalize();
  return (
    <Link
      to={localize('/')}
      onClick={onClick}
      className="group inline-flex min-w-0 shrink-0 items-center gap-2 rounded-lg min-[25rem]:gap-2.5"
    >
      <span aria-hidden="true" className="logo-mark size-9 shrink-0 max-[22rem]:hidden min-[25rem]:size-10" />
      <span className="flex flex-col leading-none">
        <span
          className={`font-display text-[1.05rem] font-semibold tracking-tight min-[25rem]:text-[1.2rem] ${dark ? 'text-white' : 'text-brand-900'}`}
        >
          {lead}
        </span>
        {last && (
          <span
            className={`mt-1 text-[0.62rem] font-semibold uppercase tracking-[0.2em] min-[25rem]:text-[0.68rem] min-[25rem]:tracking-[0.22em] ${dark ? 'text-brand-200' : 'text-brand-600'}`}
          >
            {' '}
            {last}
          </span>
        )}
      </span>
    </Link>
  );
}
