import { useDeferredValue, useId, useMemo, useState } from 'react';
import { button, input } from '../../styles/shared.css';
import { NeedCapNotice, capNoticeText } from './NeedCapNotice';
import { pastedNeedReading } from './need-query';
import * as styles from './PastedNeeds.css';

interface PastedNeedsProps {
  /** The needs already listed: a paste adds only what fits beside them. */
  need: string[];
  onAdd: (keys: string[]) => void;
}

/**
 * A textarea for action strings, one per line; every string is added (unknown ones are reported with the answer, not
 * dropped), up to the finder's cap, and a note says what did not fit.
 */
export function PastedNeeds({ need, onAdd }: PastedNeedsProps) {
  const [text, setText] = useState('');
  const [notice, setNotice] = useState('');
  const id = useId();
  // Deferred: a paste that arrives as many input events (a line at a time) is counted once it has all arrived.
  const counted = useDeferredValue(text);
  const pasted = useMemo(() => pastedNeedReading(counted).need, [counted]);
  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        if (pasted.length === 0) return;
        const fit = pastedNeedReading(text, need);
        onAdd(fit.need);
        setNotice(capNoticeText(fit, 'paste'));
        setText('');
      }}
    >
      <label htmlFor={`${id}-text`} className={styles.label}>
        Or paste action strings, one per line
      </label>
      <textarea
        id={`${id}-text`}
        className={`${input} ${styles.text}`}
        rows={4}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        placeholder={'microsoft.directory/users/password/update\nmicrosoft.directory/users/basic/update'}
        spellCheck={false}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        Quoted lines from a JSON list work too, and so does a role definition&apos;s JSON (from Graph or PowerShell):
        its allowed actions are added.
      </p>
      <button type="submit" className={button({ tone: 'secondary' })} disabled={pasted.length === 0}>
        Add pasted actions{pasted.length > 0 ? ` (${pasted.length})` : ''}
      </button>
      <NeedCapNotice text={notice} />
    </form>
  );
}
