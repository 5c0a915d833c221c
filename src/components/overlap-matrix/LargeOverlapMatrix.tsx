import { useId } from 'react';
import { Tab, TabList, TabPanel, TabProvider } from '@ariakit/react';
import type { MatrixViewProps } from './matrix-model';
import { OverlapCanvas } from './OverlapCanvas';
import { TopPairsTable } from './TopPairsTable';
import * as styles from './LargeOverlapMatrix.css';

interface LargeOverlapMatrixProps extends MatrixViewProps {
  /** Opens a pair by selection positions (the table view's rows). */
  onOpenPair: (a: number, b: number, from: HTMLElement) => void;
}

/** A large selection: the canvas matrix, and a ranked table of the same pairs for screen readers and search. */
export function LargeOverlapMatrix({ onOpenPair, ...matrix }: LargeOverlapMatrixProps) {
  const matrixTab = useId();
  const tableTab = useId();
  return (
    <TabProvider defaultSelectedId={matrixTab}>
      <TabList className={styles.tabList} aria-label="Overlap display">
        <Tab id={matrixTab} className={styles.tab}>
          Matrix
        </Tab>
        <Tab id={tableTab} className={styles.tab}>
          Table view
        </Tab>
      </TabList>
      <TabPanel tabId={matrixTab} className={styles.panel} unmountOnHide focusable={false}>
        <OverlapCanvas {...matrix} />
      </TabPanel>
      <TabPanel tabId={tableTab} className={styles.panel} unmountOnHide focusable={false}>
        <TopPairsTable result={matrix.result} onOpen={onOpenPair} />
      </TabPanel>
    </TabProvider>
  );
}
