import { badge, visuallyHidden } from '../../styles/shared.css';

/** What each Graph grant condition means, and its short badge text (semantics.md, "Conditions"). */
const CONDITIONS: Record<string, { label: string; meaning: string }> = {
  $ResourceIsSelf: { label: 'Self', meaning: 'only on the user’s own object ($ResourceIsSelf)' },
  $SubjectIsOwner: { label: 'Owner', meaning: 'only on objects the user owns ($SubjectIsOwner)' },
};

/** The 'Self' / 'Owner' badge of a conditioned grant; an unknown condition shows as written. */
export function ConditionBadge({ condition }: { condition: string }) {
  const known = CONDITIONS[condition];
  return (
    <span
      className={badge({ tone: 'success' })}
      title={known ? `Granted ${known.meaning}` : `Granted under condition ${condition}`}
    >
      {known ? known.label : condition}
      {known ? <span className={visuallyHidden}>: granted {known.meaning}</span> : null}
    </span>
  );
}
