// Copies plain text to the system clipboard; a failure is logged only (spec section 8: 'Clipboard failure: logged only').

/** Writes text to the clipboard; resolves true when it worked, false (after console.error) when it did not. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available in this browser.');
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.error('Copy to clipboard failed:', error);
    return false;
  }
}
