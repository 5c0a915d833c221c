// Tooltip delays of spec section 9, shared by every overlap tooltip.

/** A tooltip opens after the pointer rests this long on its anchor. */
export const TOOLTIP_OPEN_MS = 700;
/** After a tooltip closes, others open at once for this long (moving across cells). */
export const TOOLTIP_SKIP_MS = 300;
