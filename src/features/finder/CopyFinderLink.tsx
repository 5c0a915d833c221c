import { useId } from 'react';
import { absoluteAppUrl } from '../../app/base-path';
import { copyText } from '../../components/clipboard/copy-text';
import { useToast } from '../../components/toast/ToastProvider';
import type { PermissionView } from '@engine/catalog';
import { button, input } from '../../styles/shared.css';
import { finderPath } from './need-query';
import * as styles from './CopyFinderLink.css';

/** The finder's shareable URL (need plus view), shown read-only and copied by 'Copy link'; a copy failure is logged only. */
export function CopyFinderLink({ need, view }: { need: string[]; view: PermissionView }) {
  const toast = useToast();
  const id = useId();
  const url = absoluteAppUrl(finderPath(need, view));
  return (
    <div className={styles.share}>
      <label htmlFor={id} className={styles.label}>
        Share link
      </label>
      <input id={id} className={`${input} ${styles.url}`} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      <button
        type="button"
        className={button({ tone: 'secondary' })}
        onClick={async () => {
          if (await copyText(url)) toast({ title: 'Link copied', description: 'Anyone with the link sees this need in this view.' });
        }}
      >
        Copy link
      </button>
    </div>
  );
}
