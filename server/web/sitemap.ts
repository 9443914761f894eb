/** The sitemaps.org protocol: a fixed, tiny XML shape, written here with every value escaped. */

const xmlEscape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

export interface SitemapUrl {
  loc: string;
  lastmod?: Date;
}

export function sitemapXml(urls: SitemapUrl[]): string {
  const entries = urls.map(
    (u) => `  <url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Private screens are kept out of crawls; search results are thin pages (and say noindex too). */
export function robotsTxt(site: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /editor',
    'Disallow: /dashboard',
    'Disallow: /settings',
    'Disallow: /search/',
    'Allow: /',
    '',
    `Sitemap: ${site}/sitemap.xml`,
    '',
  ].join('\n');
}
