import { TAKEOVER_RULE } from '@engine/takeover/takeover-rule';
import * as styles from './AttackPaths.css';

/** The takeover rule, word for word, one paragraph per line with its indent. */
export function TakeoverRuleText() {
  return (
    <blockquote className={styles.rule}>
      {TAKEOVER_RULE.split('\n').map((line, i) => (
        <p key={i} className={styles.ruleLine}>
          {line}
        </p>
      ))}
    </blockquote>
  );
}
