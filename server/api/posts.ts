import { Router } from 'express';
import { parsePageParam, sidebarPosts } from '../../shared/blog.js';
import type { BlogService } from '../blog/types.js';

/**
 * JSON for client-side navigation, from the same cache as the pages:
 * GET /api/posts?page=N (one page of cards) and GET /api/posts/:slug (the post and its sidebar).
 * Cache-Control is no-store, as for all of /api (app.ts).
 */
export function postsApi(blog: BlogService) {
  const router = Router();
  router.get('/', async (req, res) => {
    const raw = typeof req.query.page === 'string' ? req.query.page : req.query.page === undefined ? null : '';
    const page = parsePageParam(raw);
    if (page === null)
      return res.status(400).json({ error: 'bad_request', fields: { page: 'must be a positive whole number' } });
    res.json(await blog.listPosts(page));
  });

  router.get('/:slug', async (req, res) => {
    const data = await blog.getPost(req.params.slug);
    if (!data.post) {
      return res.status(data.unavailable ? 503 : 404).json({ error: data.unavailable ? 'unavailable' : 'not_found' });
    }
    res.json({ post: data.post, recent: sidebarPosts(data.recent, data.post.slug) });
  });

  return router;
}
