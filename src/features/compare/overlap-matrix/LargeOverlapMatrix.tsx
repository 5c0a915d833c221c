import { useId } from 'react';
import { Tab, TabList, TabProvider } from '@ariakit/react';
import { LightTabPanel, panelIdOf } from '../tabs/LightTabPanel';
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
        <Tab id={matrixTab} aria-controls={panelIdOf(matrixTab)} className={styles.tab}>
          Matrix
        </Tab>
        <Tab id={tableTab} aria-controls={panelIdOf(tableTab)} className={styles.tab}>
          Table view
        </Tab>
      </TabList>
      <LightTabPanel tabId={matrixTab} className={styles.panel}>
        <OverlapCanvas {...matrix} />
      </LightTabPanel>
      <LightTabPanel tabId={tableTab} className={styles.panel}>
        <TopPairsTable result={matrix.result} onOpen={onOpenPair} />
      </LightTabPanel>
    </TabProvider>
  );
}
