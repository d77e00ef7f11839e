import { POSTS_PER_PAGE } from '../../../shared/blog.js';
import { useTexts } from '../../locale-context.js';
import { PostLayout } from './PostLayout.js';

/** Placeholders shown during a client-side navigation while posts load. */
const bar = 'rounded-md bg-sand-200 motion-safe:animate-pulse';

export const LIST_SKELETONS = 6;
export const SIDEBAR_SKELETONS = 3;

function Loading({ label }: { label: string }) {
  return (
    <span role="status" className="sr-only">
      {label}
    </span>
  );
}

export function PostCardSkeleton() {
  return (
    <div
      data-skeleton="card"
      aria-hidden="true"
      className="overflow-hidden rounded-[var(--radius-card)] border border-brand-100 bg-white"
    >
      <div className={`aspect-[40/21] w-full ${bar} rounded-none`} />
      <div className="space-y-3 p-6">
        <div className={`h-6 w-24 ${bar} rounded-full`} />
        <div className={`h-6 w-11/12 ${bar}`} />
        <div className={`h-4 w-full ${bar}`} />
        <div className={`h-4 w-4/5 ${bar}`} />
        <div className={`h-4 w-32 ${bar}`} />
      </div>
    </div>
  );
}

/** 6 skeleton cards for the blog list. */
export function PostGridSkeleton() {
  const { list } = useTexts().blog;
  return (
    <div aria-busy="true">
      <Loading label={list.loading} />
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: Math.min(LIST_SKELETONS, POSTS_PER_PAGE) }, (_, i) => (
          <PostCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

export function PostSkeleton() {
  return (
    <div data-skeleton="post" aria-hidden="true" className="space-y-5">
      <div className={`h-7 w-28 ${bar} rounded-full`} />
      <div className={`h-10 w-full ${bar}`} />
      <div className={`h-10 w-2/3 ${bar}`} />
      <div className={`h-4 w-40 ${bar}`} />
      <div className={`aspect-[40/21] w-full ${bar} rounded-[var(--radius-card)]`} />
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={`h-4 ${i % 3 === 2 ? 'w-3/4' : 'w-full'} ${bar}`} />
      ))}
    </div>
  );
}

export function SidebarSkeleton() {
  return (
    <div
      data-skeleton="sidebar"
      aria-hidden="true"
      className="rounded-[var(--radius-card)] border border-brand-100 bg-white p-6"
    >
      <div className={`mb-4 h-5 w-32 ${bar}`} />
      <div className="space-y-3">
        <div className={`h-4 w-full ${bar}`} />
        <div className={`h-4 w-5/6 ${bar}`} />
        <div className={`h-4 w-2/3 ${bar}`} />
      </div>
    </div>
  );
}

/** The post page while it loads: a post skeleton and 3 sidebar skeletons. */
export function PostPageSkeleton() {
  const { post } = useTexts().blog;
  return (
    <div aria-busy="true">
      <Loading label={post.loading} />
      <PostLayout
        main={<PostSkeleton />}
        aside={Array.from({ length: SIDEBAR_SKELETONS }, (_, i) => (
          <SidebarSkeleton key={i} />
        ))}
      />
    </div>
  );
}
