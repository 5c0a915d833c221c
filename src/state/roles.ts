// The words for a failed load. The worker owns the dataset: pages ask it for view-models (src/state/engine-answer.ts),
// never for the role list itself.

/** The message to show for a load error ('Failed to load roles' when there is none). */
export function errorMessage(error: unknown, fallback = 'Failed to load roles'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
