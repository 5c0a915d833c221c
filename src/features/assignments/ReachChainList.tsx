import * as styles from './PrincipalTable.css';

/**
 * A principal's shortest chain to Global Administrator, one line per link, each naming the assignment it uses (the
 * worker's words); nothing when there is none.
 */
export function ReachChainList({
  lines,
  label = 'Shortest chain to Global Administrator',
}: {
  lines: string[] | null;
  label?: string;
}) {
  if (lines === null) return null;
  return (
    <ol className={styles.chain} aria-label={label}>
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ol>
  );
}
