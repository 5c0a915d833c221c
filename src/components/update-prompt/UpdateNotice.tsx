import type { MouseEvent } from 'react';
import * as styles from './UpdateNotice.css';

export interface UpdateNoticeProps {
  open: boolean;
  onReload: () => void;
  onDismiss: () => void;
}

/**
 * The notice that a new version is ready: a polite status message, not a dialog, so it never takes the focus or
 * blocks the page. The live region stays in the page while closed, so screen readers announce the message when it
 * appears.
 */
export function UpdateNotice({ open, onReload, onDismiss }: UpdateNoticeProps) {
  const dismiss = (event: MouseEvent<HTMLButtonElement>) => {
    // The focus is on the button that goes away: it moves to the page's content, not back to the document's start.
    if (document.activeElement === event.currentTarget) document.getElementById('main')?.focus();
    onDismiss();
  };
  return (
    <div role="status" className={open ? styles.notice : styles.closed}>
      {open ? (
        <>
          <p className={styles.message}>
            <strong>A new version of RolePrism is available.</strong> Until you reload, pages show the version and
            dataset they opened with.
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.reload} onClick={onReload}>
              Reload
            </button>
            <button type="button" className={styles.dismiss} onClick={dismiss}>
              Dismiss
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}
