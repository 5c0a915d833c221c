// How much a link or a paste may ask for. Work on input grows with it, so every page reads at most this much and says
// plainly when it left something out.

/** Needed permissions the finder holds. The largest built-in role lists 224 actions: a custom role's whole list fits. */
export const MAX_NEEDS = 500;

/** Role ids a /compare or /simulator link is read for: more than every built-in role (143) together. */
export const MAX_LINK_IDS = 200;

/** The longest string taken as a permission. The dataset's longest key is 132 characters; longer is no action. */
export const MAX_ACTION_LENGTH = 256;

/** Text read for needs at most (a paste, a link's list, a packed list unpacked): 500 needs of 256 characters with room to spare. */
export const MAX_NEED_TEXT_CHARS = 200_000;

/** Strings past the one 'did you mean' looks at: the rest of the unknown strings get none. */
export const MAX_SUGGESTED_UNKNOWNS = 5;

/** A finder link up to this length keeps the readable form (need=a,b,c); past it, the packed form. */
export const READABLE_LINK_CHARS = 2_000;

/**
 * The longest in-app path (with its query) a shareable link is given. Common servers refuse a request line past 8 kB
 * (Apache 8,190 bytes, nginx's 8 kB buffers, HTTP 431 or 414); this leaves room for a base path and the rest of the line.
 */
export const MAX_LINK_CHARS = 7_500;

/**
 * A count as the messages about these caps write it (9,500). Not toLocaleString: its first call loads locale data,
 * a noticeable cost inside the very render that shows the message (reports/PERFORMANCE.md).
 */
export function countText(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Custom roles one import reads at most; a file with more is refused, with the count, rather than cut short. */
export const MAX_CUSTOM_ROLES = 1_000;

/** The largest file or paste of role definitions read, in UTF-8 bytes, checked before the text is parsed. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
