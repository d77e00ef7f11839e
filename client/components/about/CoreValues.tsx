import { Heart, ShieldCheck, Award, GraduationCap, type LucideIcon } from 'lucide-react';
import { about, type CoreValue } from '../../content/about.js';
import { IconCardGrid } from '../common/IconCardGrid.js';

const icons: Record<CoreValue['id'], LucideIcon> = {
  compassion: Heart,
  integrity: ShieldCheck,
  excellence: Award,
  education: GraduationCap,
};

export function CoreValues() {
  return <IconCardGrid iconTone="accent" items={about.coreValues.map((v) => ({ title: v.title, description: v.description, icon: icons[v.id] }))} />;
}
