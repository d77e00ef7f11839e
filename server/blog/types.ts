/** Where the blog's posts come from: files shipped with the project, or the clinic's Supabase project. */
export type ContentSource = 'embedded' | 'supabase';

export type BlogService = {
  source: ContentSource;
};
