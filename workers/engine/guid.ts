// The shape of a directory object id (a role's template id, a role definition's id): a GUID, any letter case.

/** True when `text` is shaped like a GUID (a template id): 8-4-4-4-12 hexadecimal digits. */
export function isGuid(text: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);
}
