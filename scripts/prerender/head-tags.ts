// The head of a prerendered page: title, description, canonical URL, Open Graph and Twitter card tags, JSON-LD, and the
// page's module preloads; every value escaped, so no text from the data can end an attribute or the JSON-LD block.

/** The spec's cap on the roles a page's structured data lists. */
export const MAX_STRUCTURED_ROLES = 10;

/** The link-preview image under the base path (1200x630, public/og-image.png). */
export const PREVIEW_IMAGE = 'og-image.png';

/** Text for an HTML attribute value in double quotes, or for element content. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON for a `<script type="application/ld+json">` or `application/json` block: `<` (so no `</script>` or `<!--`),
 * `>`, `&` and the two line separators JavaScript once rejected are written as \\u escapes; JSON.parse reads it back.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A role as the structured data names it. */
export interface StructuredRole {
  displayName: string;
  description: string;
  slug: string;
  templateId: string;
}

export interface PageHead {
  /** The page's path, relative to the base path ('/roles/global-reader'). */
  path: string;
  title: string;
  description: string;
  /** The public address of the app, base path included, ending in '/' (SITE_URL); null: relative links, no canonical. */
  siteUrl: string | null;
  /** The deployment's base path ('/' or '/tools/roleprism/'). */
  base: string;
  /** The structured data of the page, if any. */
  jsonLd?: unknown;
}

/** The page's absolute URL under `siteUrl`. */
export function pageUrl(siteUrl: string, path: string): string {
  return new URL(path.replace(/^\//, ''), siteUrl).toString();
}

/** The tags that go in the head after the charset and viewport (the title and description included). */
export function headTags(head: PageHead): string {
  const attr = escapeHtml;
  const image = head.siteUrl ? new URL(PREVIEW_IMAGE, head.siteUrl).toString() : `${head.base}${PREVIEW_IMAGE}`;
  const url = head.siteUrl ? pageUrl(head.siteUrl, head.path) : null;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${attr(head.description)}" />`,
    url ? `<link rel="canonical" href="${attr(url)}" data-site="${attr(head.siteUrl!)}" />` : '',
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="RolePrism" />`,
    `<meta property="og:title" content="${attr(head.title)}" />`,
    `<meta property="og:description" content="${attr(head.description)}" />`,
    url ? `<meta property="og:url" content="${attr(url)}" />` : '',
    `<meta property="og:image" content="${attr(image)}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="RolePrism: compare Microsoft Entra ID built-in roles" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${attr(head.title)}" />`,
    `<meta name="twitter:description" content="${attr(head.description)}" />`,
    `<meta name="twitter:image" content="${attr(image)}" />`,
    head.jsonLd === undefined ? '' : `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`,
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** A role as a schema.org DefinedTerm in the set of Entra ID built-in roles. */
function roleTerm(role: StructuredRole, siteUrl: string | null) {
  return {
    '@type': 'DefinedTerm',
    name: role.displayName,
    description: role.description,
    termCode: role.templateId,
    ...(siteUrl ? { url: pageUrl(siteUrl, `/roles/${role.slug}`) } : {}),
    inDefinedTermSet: { '@type': 'DefinedTermSet', name: 'Microsoft Entra ID built-in roles' },
  };
}

/** A list page's structured data: the first 10 roles (the spec's cap) of `roles`, and how many there are in all. */
export function roleListJsonLd(name: string, roles: StructuredRole[], siteUrl: string | null): unknown {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: roles.length,
    itemListElement: roles.slice(0, MAX_STRUCTURED_ROLES).map((role, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: roleTerm(role, siteUrl),
    })),
  };
}
