/**
 * The button under a list shown in part: `allLabel` ('Show all 343 roles') lists the rest, 'Show the first N only'
 * goes back. It names the list it opens (`controls`, an id) and says whether it is open.
 */
export function ShowAllToggle({
  expanded,
  onToggle,
  controls,
  first,
  allLabel,
  className,
}: {
  expanded: boolean;
  onToggle: () => void;
  controls: string;
  first: number;
  allLabel: string;
  className: string;
}) {
  return (
    <button type="button" className={className} aria-expanded={expanded} aria-controls={controls} onClick={onToggle}>
      {expanded ? `Show the first ${first} only` : allLabel}
    </button>
  );
}
