// What a visitor does on a prerendered page before the app has taken it over: held or kept, then handed to the app.
//
// A prerendered page shows its controls (Add to Simulator, Menu, a search box, a checkbox...) before its code has
// loaded (src/boot.ts loads it after the first paint). React replays early events only once hydration has started, so
// until then a click would be lost, and text typed into a search box would sit in the box while the app's state stayed
// empty. So the entry holds clicks on buttons, checkboxes and radio buttons; after the app's first commit they are
// clicked again, and text typed into a field is announced to the app as if typed now. Links need nothing: they
// navigate on their own.

const HELD_CONTROLS = 'button, input[type="checkbox"], input[type="radio"]';
const TEXT_FIELDS = 'input:not([type="checkbox"]):not([type="radio"]), textarea';

let held: HTMLElement[] | null = null;

function hold(event: MouseEvent): void {
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD_CONTROLS) : null;
  if (!control || !document.getElementById('root')?.contains(control)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held?.push(control);
}

/** From now until releaseEarlyClicks: clicks on the page's buttons are held (the entry calls it first thing). */
export function holdEarlyClicks(): void {
  if (held) return;
  held = [];
  document.addEventListener('click', hold, true);
}

/** How long a field typed into before the app ran may take to be taken over by the app (hydrated) before it is left. */
const FIELD_WAIT_MS = 5000;

/**
 * Tells the app about text typed before it ran, once React has taken the field over (React marks a field it watches
 * with its value tracker; a part of the page may hydrate a little after the rest). React reads a change by comparing
 * the field's value with the last one it saw, so the field is set back to its initial text first (through React's own
 * view of it), then to what was typed, as testing libraries do.
 */
function announceTypedText(waitedMs = 0): void {
  const typedInto = [
    ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(`#root :is(${TEXT_FIELDS})`),
  ].filter((field) => field.value !== field.defaultValue);
  const waiting = typedInto.filter((field) => !('_valueTracker' in field));
  if (waiting.length > 0 && waitedMs < FIELD_WAIT_MS) {
    setTimeout(() => announceTypedText(waitedMs + 50), 50);
    return;
  }
  for (const field of typedInto) {
    const typed = field.value;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Stops holding, and soon clicks again each held control still in the page, in order (the app, once it has committed). */
export function releaseEarlyClicks(): void {
  if (!held) return;
  const clicked = held;
  held = null;
  document.removeEventListener('click', hold, true);
  // In a task of its own: called from the app's first effects, while React is still busy committing. A click in a part
  // React has not hydrated yet then makes React hydrate that part at once and handle the click.
  setTimeout(() => {
    announceTypedText();
    for (const control of clicked) if (control.isConnected) control.click();
  });
}
