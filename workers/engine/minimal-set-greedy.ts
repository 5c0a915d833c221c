// The spec's greedy rule for the minimal role set: always computed, and the answer when the exact search cannot finish.
import type { Bitset } from './bitset';
import { coverLists, nameOrder, weightOf, type CoverCandidate, type CoverLists } from './minimal-set-problem';

/**
 * The spec's rule: repeatedly take the role covering the most still-uncovered permissions (ties: fewer
 * permissions, then name). Gains are kept exact: covering an element takes one off the gain of each of its holders;
 * each pick then scans the gains once (a cover has few roles, so scans cost less than keeping a heap in order).
 */
export function greedyCover(
  candidates: CoverCandidate[],
  union: Bitset,
  lists: CoverLists = coverLists(candidates, union),
): number[] {
  const { holderOffsets, holderList, memberOffsets, memberList } = lists;
  const count = candidates.length;
  const gains = new Int32Array(count);
  const weights = new Float64Array(count);
  for (let ci = 0; ci < count; ci++) {
    gains[ci] = memberOffsets[ci + 1] - memberOffsets[ci];
    weights[ci] = weightOf(candidates[ci]);
  }
  const order = nameOrder(candidates);
  const covered = new Uint8Array(holderOffsets.length - 1);
  let remaining = covered.length;
  const chosen: number[] = [];
  while (remaining > 0) {
    let best = -1;
    let bestGain = 0;
    for (let ci = 0; ci < count; ci++) {
      const gain = gains[ci];
      if (gain < bestGain) continue;
      if (
        gain === bestGain &&
        (gain === 0 || weights[ci] > weights[best] || (weights[ci] === weights[best] && order[ci] > order[best]))
      )
        continue;
      best = ci;
      bestGain = gain;
    }
    if (best < 0) break;
    chosen.push(candidates[best].index);
    for (let m = memberOffsets[best]; m < memberOffsets[best + 1]; m++) {
      const e = memberList[m];
      if (covered[e]) continue;
      covered[e] = 1;
      remaining--;
      for (let a = holderOffsets[e]; a < holderOffsets[e + 1]; a++) gains[holderList[a]]--;
    }
  }
  return chosen.sort((a, b) => a - b);
}
