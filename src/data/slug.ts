// The /roles/{slug} rule of the spec: lower-cased display name, non-alphanumerics removed, spaces to hyphens.

/** Turns a role display name into its URL slug, e.g. "Global Administrator" -> "global-administrator". */
export function roleSlug(displayName: string): string {
  return displayName
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}
