import { REDUNDANCY_RULE } from '@engine/assignments/redundancy-rule';
import { usePrinting } from '../../app/use-printing';
import * as styles from './Review.css';

/** The redundancy rule of issue 32, word for word (the engine's text: the CLI and the docs state the same). */
export function RedundancyRule() {
  const [lead, ...rest] = REDUNDANCY_RULE.split('\n');
  const conditions = rest.filter((line) => /^\d\. /.test(line));
  const after = rest.filter((line) => !/^\d\. /.test(line));
  // On paper the rule is printed in full, open or not on screen.
  const printing = usePrinting();
  return (
    <details className={styles.rule} open={printing || undefined}>
      <summary className={styles.ruleSummary}>The redundancy rule</summary>
      <p>{lead}</p>
      <ol className={styles.ruleList}>
        {conditions.map((line) => (
          <li key={line}>{line.replace(/^\d\. /, '')}</li>
        ))}
      </ol>
      {after.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </details>
  );
}
