import { MessagesSquare, ScanLine, Activity, Zap, type LucideIcon } from 'lucide-react';
import type { SpecialContent, SpecialItem } from '../../texts/en/special.js';
import { IconCardGrid } from '../common/IconCardGrid.js';

const icons: Record<SpecialItem['id'], LucideIcon> = {
  consultation: MessagesSquare,
  xrays: ScanLine,
  adjustment: Activity,
  laser: Zap,
};

/** What the special includes: consultation, X-rays, adjustment and laser therapy. */
export function SpecialIncludes({ special }: { special: SpecialContent }) {
  return (
    <IconCardGrid
      items={special.includes.map((i) => ({ title: i.title, description: i.description, icon: icons[i.id] }))}
    />
  );
}
