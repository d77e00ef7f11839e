import type { Row } from '../../tools/supabase-standin.js';

/** Makes n published posts (and a few drafts) with realistic sizes for the Supabase stand-in. */
export function generatePosts(n: number): { posts: Row[]; categories: Row[] } {
  const categories = [
    { id: 'cat-wellness', name: 'Wellness', slug: 'wellness' },
    { id: 'cat-posture', name: 'Posture', slug: 'posture' },
  ];
  const paragraph =
    'Small changes in how you sit, stand and move add up over a day. **Take a short walk every hour**, keep your screen at eye level and breathe deeply.\n';
  const posts: Row[] = [];
  const start = Date.UTC(2026, 10, 1);
  for (let i = 0; i < n; i++) {
    posts.push({
      id: `post-${i}`,
      title: `Healthy habits for your spine, part ${i + 1}`,
      slug: `healthy-habits-${i + 1}`,
      excerpt: 'Simple, practical ideas to keep your back and neck comfortable through a busy week.',
      featured_image: '/og-image.png',
      published_at: new Date(start - i * 3_600_000).toISOString(),
      status: i % 50 === 49 ? 'draft' : 'published',
      content: `## Why it matters\n${paragraph.repeat(12)}### What to try\n${paragraph.repeat(8)}`,
      meta_title: null,
      meta_description: null,
      category_id: categories[i % 2]!.id,
    });
  }
  return { posts, categories };
}
