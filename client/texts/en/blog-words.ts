import { clinic } from '../../../shared/clinic.js';

/** The words of the blog's pages: the list, a post's frame, its sidebar, and a missing post. */
export const blog = {
  list: {
    eyebrow: 'Blog',
    title: 'Health Tips & Clinic News',
    intro: 'Practical advice on posture, pain and recovery from our chiropractors, plus news from the clinic.',
    empty: 'No blog posts found.',
    latest: 'Go to the latest posts',
    loading: 'Loading blog posts…',
  },
  rss: 'Subscribe via RSS',
  pagination: {
    label: 'Blog pages',
    previous: 'Previous page',
    next: 'Next page',
    status: (page: number, total: number) => `Page ${page} of ${total}`,
  },
  post: {
    back: 'Back to Blog',
    loading: 'Loading the post…',
    ctaTitle: 'Have a question about your own back, neck or joints?',
    ctaText: `Every body is different. New patients get a consultation, X-rays, an adjustment and laser therapy for $${clinic.special.price}.`,
    schedule: 'Schedule Your Visit',
  },
  sidebar: {
    recent: 'Recent Posts',
    noRecent: 'More posts are on the way.',
    services: 'Our Services',
    specialEyebrow: 'New patients',
    specialTitle: `$${clinic.special.price} New Patient Special`,
    specialText: `Consultation, X-rays, adjustment and laser therapy: a $${clinic.special.regularValue}+ value.`,
    specialLink: 'See the special',
  },
  notFound: {
    title: 'Post Not Found',
    text: "The blog post you're looking for doesn't exist.",
    back: '← Back to Blog',
  },
};
