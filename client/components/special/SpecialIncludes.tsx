import { MessagesSquare, ScanLine, Activity, Zap, type LucideIcon } from 'lucide-react';
import { special, type SpecialItem } from '../../content/special.js';
import { IconCardGrid } from '../common/IconCardGrid.js';

const icons: Record<SpecialItem['id'], LucideIcon> = {
  consultation: MessagesSquare,
  xrays: ScanLine,
  adjustment: Activity,
  laser: Zap,
};

/** What the special includes: consultation, X-rays, adjustment and laser therapy. */
export function SpecialIncludes() {
  return <IconCardGrid items={special.includes.map((i) => ({ key: i.id, title: i.title, description: i.description, Icon: icons[i.id] }))} />;
}
