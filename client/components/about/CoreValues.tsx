import { Heart, ShieldCheck, Award, GraduationCap, type LucideIcon } from 'lucide-react';
import type { CoreValue } from '../../texts/en/about/about.js';
import { IconCardGrid } from '../common/IconCardGrid.js';

const icons: Record<CoreValue['id'], LucideIcon> = {
  compassion: Heart,
  integrity: ShieldCheck,
  excellence: Award,
  education: GraduationCap,
};

export function CoreValues({ values }: { values: readonly CoreValue[] }) {
  return (
    <IconCardGrid
      iconTone="accent"
      items={values.map((v) => ({ title: v.title, description: v.description, icon: icons[v.id] }))}
    />
  );
}
