/** Resolves in a task of its own: the page's other work (painting, input) runs before what follows the await. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
