import { useTexts } from '../../locale-context.js';
import { clinic } from '../../../shared/clinic.js';
import { FacebookIcon, InstagramIcon } from '../ui/SocialIcons.js';

const networks = [
  { name: 'Facebook', href: clinic.social.facebook, Icon: FacebookIcon },
  { name: 'Instagram', href: clinic.social.instagram, Icon: InstagramIcon },
] as const;

const tones = {
  light: 'text-brand-700 hover:bg-brand-50 hover:text-brand-900',
  dark: 'text-brand-100 ring-1 ring-inset ring-white/25 hover:bg-white/10 hover:text-white',
};

/** The clinic's social profiles as icon links; each has a name for screen readers. */
export function SocialLinks({ tone = 'light', className = '' }: { tone?: keyof typeof tones; className?: string }) {
  const { layout } = useTexts();
  return (
    <ul className={`flex items-center gap-1 ${className}`}>
      {networks.map(({ name, href, Icon }) => (
        <li key={name}>
          <a
            href={href}
            aria-label={layout.socialLabel(name)}
            className={`inline-flex size-10 items-center justify-center rounded-full transition-colors ${tones[tone]}`}
          >
            <Icon aria-hidden="true" className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
