import { useId, useState } from 'react';
import { button, input } from '../../styles/shared.css';
import { needsFromText } from './need-query';
import * as styles from './PastedNeeds.css';

/** A textarea for action strings, one per line; every string is added (unknown ones are reported with the answer, not dropped). */
export function PastedNeeds({ onAdd }: { onAdd: (keys: string[]) => void }) {
  const [text, setText] = useState('');
  const id = useId();
  const pasted = needsFromText(text);
  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        if (pasted.length === 0) return;
        onAdd(pasted);
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
      />
      <button type="submit" className={button({ tone: 'secondary' })} disabled={pasted.length === 0}>
        Add pasted actions{pasted.length > 0 ? ` (${pasted.length})` : ''}
      </button>
    </form>
  );
}
