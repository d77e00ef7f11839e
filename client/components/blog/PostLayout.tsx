import type { ReactNode } from 'react';

/** The post page's two columns: the article, and the sidebar beside it on large screens (below it on phones). */
export function PostLayout({ main, aside }: { main: ReactNode; aside: ReactNode }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
      <div className="min-w-0">{main}</div>
      <div className="space-y-6">{aside}</div>
    </div>
  );
}
