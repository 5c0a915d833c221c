import { memo, type RefObject } from 'react';
import { Dialog, DialogDismiss, DialogHeading } from '@ariakit/react';
import type { PermissionView } from '@engine/catalog';
import type { PairFacts } from '../overlap-matrix/matrix-model';
import { OverlapDrawerBody } from './OverlapDrawerBody';
import * as styles from './OverlapDrawer.css';

/** The pair the drawer shows: matrix facts plus both template ids (A is the row role, B the column role). */
export interface DrawerPair extends PairFacts {
  templateA: string;
  templateB: string;
}

interface OverlapDrawerProps {
  pair: DrawerPair | null;
  view: PermissionView;
  /** Where focus goes back on close: the cell, canvas or table row that opened the drawer. */
  finalFocus: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/** Toasts ("Added to Simulator") stay readable by assistive technology while the modal drawer is open. */
const notificationRegions = () => document.querySelectorAll('[role="region"][aria-label="Notifications"]');

/** "Overlap Details": a modal right-hand drawer for one pair; Escape or a backdrop click closes it. */
export const OverlapDrawer = memo(function OverlapDrawer({ pair, view, finalFocus, onClose }: OverlapDrawerProps) {
  return (
    <Dialog
      open={pair !== null}
      onClose={onClose}
      backdrop={<div className={styles.backdrop} />}
      className={styles.drawer}
      finalFocus={finalFocus}
      getPersistentElements={notificationRegions}
      unmountOnHide
    >
      <div className={styles.header}>
        {/* eslint-disable-next-line jsx-a11y/heading-has-content -- Ariakit renders the children into the h2 */}
        <DialogHeading render={<h2 />} className={styles.heading}>
          Overlap Details
        </DialogHeading>
        <DialogDismiss className={styles.close} aria-label="Close overlap details">
          ×
        </DialogDismiss>
      </div>
      {pair ? <OverlapDrawerBody key={`${pair.templateA}|${pair.templateB}`} pair={pair} view={view} /> : null}
    </Dialog>
  );
});
