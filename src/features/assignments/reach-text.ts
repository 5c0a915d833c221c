// The words /assignments puts on a principal's reach to Global Administrator (issue 39): the row's badge, the detail's
// and the summary's, in one place so that the row, the detail and the summary say the same.
import type { ReviewedPrincipal } from '@engine/assignments/review-rows';
import { countText } from '../../app/input-limits';

/** What the page says when the review came without reach (public/data/takeover.json failed to load). */
export const REACH_NOT_WORKED_OUT =
  "Who can reach Global Administrator was not worked out: the takeover data (Microsoft's reset matrix) did not load. Everything else in this review is complete.";

/** "1 step", "2 steps". */
export const stepsText = (steps: number) => (steps === 1 ? '1 step' : `${countText(steps)} steps`);

/**
 * The row's badge: "1 step to Global Administrator", "2 steps to Global Administrator (after activation)" when only
 * eligible assignments lead there; null for a holder of Global Administrator (it holds it) and for no path.
 */
export function reachBadgeText(principal: ReviewedPrincipal): string | null {
  const steps = principal.stepsToGlobalAdministrator;
  const standing = principal.standingStepsToGlobalAdministrator;
  if (principal.globalAdministrator || steps === null) return null;
  if (standing === steps) return `${stepsText(steps)} to Global Administrator`;
  if (standing === null) return `${stepsText(steps)} to Global Administrator (after activation)`;
  return `${stepsText(steps)} to Global Administrator after activation, ${stepsText(standing)} standing`;
}
