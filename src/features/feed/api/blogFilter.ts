/** The filters of /search-blogs (API.md); they combine. */
export interface BlogFilter {
  /** One tag, exact (lowercased). */
  tag?: string;
  /** Full-text query over title, description and tags. */
  query?: string;
  /** An author's user `_id`. */
  author?: string;
  /** Any of these tags. */
  multipleTags?: string[];
  /** Excluded blog (its blog_id). */
  remove_blog?: string;
}
