-- The blog's tables, read by the website with the anonymous key (SPEC.md sections 3, 6 and 7).
-- The site only reads: posts are written in the Supabase dashboard (Table Editor) or with the
-- service-role key, which bypasses row-level security.

create table if not exists public.blog_categories (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(trim(name)) > 0),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  created_at timestamptz not null default now()
);

create table if not exists public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(trim(title)) > 0),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  excerpt text,
  content text not null default '',
  featured_image text,
  status text not null default 'draft' check (status in ('draft', 'published', 'archived')),
  published_at timestamptz,
  meta_title text,
  meta_description text,
  category_id uuid references public.blog_categories (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A published post needs a date: the list is ordered by it and the sitemap uses it.
  constraint blog_posts_published_has_date check (status <> 'published' or published_at is not null)
);

-- The list, the sidebar (limit 5), the feed and the sitemap: status = 'published' order by published_at desc.
create index if not exists blog_posts_published_idx
  on public.blog_posts (published_at desc)
  where status = 'published';
-- The single post: slug = … and status = 'published' (the unique constraint's index serves slug).
-- The category join through category_id.
create index if not exists blog_posts_category_id_idx on public.blog_posts (category_id);

create or replace function public.blog_posts_touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

drop trigger if exists blog_posts_touch_updated_at on public.blog_posts;
create trigger blog_posts_touch_updated_at
  before update on public.blog_posts
  for each row execute function public.blog_posts_touch_updated_at();

-- Row-level security: the public (anon) and signed-in roles read published posts and all categories;
-- nobody writes through the API except the service role, which bypasses RLS.
alter table public.blog_categories enable row level security;
alter table public.blog_posts enable row level security;

drop policy if exists "Categories are readable by everyone" on public.blog_categories;
create policy "Categories are readable by everyone"
  on public.blog_categories for select
  to anon, authenticated
  using (true);

drop policy if exists "Published posts are readable by everyone" on public.blog_posts;
create policy "Published posts are readable by everyone"
  on public.blog_posts for select
  to anon, authenticated
  using (status = 'published');

revoke insert, update, delete, truncate on public.blog_categories, public.blog_posts from anon, authenticated;
grant select on public.blog_categories, public.blog_posts to anon, authenticated;
