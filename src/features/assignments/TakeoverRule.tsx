import { usePrinting } from '../../app/use-printing';
import { TakeoverRuleText } from '../takeover/TakeoverRuleText';
import * as styles from './Review.css';

/** The takeover rule of issue 39, word for word (the engine's text: the CLI and the Markdown export state the same). */
export function TakeoverRule() {
  // On paper the rule is printed in full, open or not on screen.
  const printing = usePrinting();
  return (
    <details className={styles.rule} open={printing || undefined}>
      <summary className={styles.ruleSummary}>The takeover rule (who can reach Global Administrator)</summary>
      <TakeoverRuleText />
    </details>
  );
}
