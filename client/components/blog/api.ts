import type { BlogDataAccess, PostListPage, PostPageData } from '../../../shared/blog.js';

/** The blog's data in the browser: JSON from this server's /api/posts (the browser never talks to Supabase). */
export const apiBlogData: BlogDataAccess = {
  async listPosts(page, signal) {
    const res = await fetch(`/api/posts?page=${page}`, { signal, headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`GET /api/posts answered ${res.status}`);
    return (await res.json()) as PostListPage;
  },
  async getPost(slug, signal) {
    const res = await fetch(`/api/posts/${encodeURIComponent(slug)}`, {
      signal,
      headers: { Accept: 'application/json' },
    });
    if (res.status === 404) return { post: null, recent: [] };
    if (res.status === 503) return { post: null, recent: [], unavailable: true };
    if (!res.ok) throw new Error(`GET /api/posts/${slug} answered ${res.status}`);
    return (await res.json()) as PostPageData;
  },
};
