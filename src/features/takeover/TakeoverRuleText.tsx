import { TAKEOVER_RULE } from '@engine/takeover/takeover-rule';
import * as styles from './TakeoverRuleText.css';

/**
 * The takeover rule of issue 39, word for word as the engine states it (the CLI and the Markdown export print the same),
 * one paragraph per line with its indent: /attack-paths, /assignments and /docs/assignment-review show it so.
 */
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
