import { memo } from 'react';
import { TooltipAnchor, type TooltipStore } from '@ariakit/react';
import type { AnalysisResult } from '@engine/analyze';
import { overlapBand, overlapBandLabel } from './overlap-band';
import { bandTone } from './overlap-band.css';
import { pairDetails, pairFacts, pairName, pairValue, type MatrixCell } from './matrix-model';
import * as styles from './OverlapGrid.css';

interface OverlapPairButtonProps {
  result: AnalysisResult;
  /** Selection positions of the row role and the column role. */
  a: number;
  b: number;
  row: number;
  col: number;
  active: boolean;
  descriptionId: string;
  tooltip: TooltipStore;
  onFocusCell: (cell: MatrixCell) => void;
  onOpen: (cell: MatrixCell, from: HTMLElement) => void;
}

/** One pair cell: the percentage in its band colour; named by the pair, described by its counts, a roving tab stop. */
export const OverlapPairButton = memo(function OverlapPairButton(props: OverlapPairButtonProps) {
  const { result, a, b, row, col, active, descriptionId, tooltip, onFocusCell, onOpen } = props;
  const facts = pairFacts(result, a, b);
  const band = overlapBand(facts.percent);
  // A role that lists no permissions has no overlap to colour: the cell says so instead of 0%.
  const noPermissions = facts.emptyNames.length > 0;
  return (
    <td className={styles.pairCell}>
      <TooltipAnchor
        store={tooltip}
        render={<button type="button" />}
        className={`${styles.pairButton} ${noPermissions ? styles.noPermissions : bandTone[band]}`}
        data-row={row}
        data-col={col}
        data-band={noPermissions ? 'none' : band}
        tabIndex={active ? 0 : -1}
        aria-label={noPermissions ? pairName(facts) : `${pairName(facts)}, ${overlapBandLabel(facts.percent)}`}
        aria-describedby={descriptionId}
        onFocus={() => onFocusCell({ row, col })}
        onMouseEnter={(event) => {
          // One tooltip serves every cell: when it is already open it follows the pointer at once.
          if (tooltip.getState().open) tooltip.setAnchorElement(event.currentTarget);
        }}
        onClick={(event) => onOpen({ row, col }, event.currentTarget)}
      >
        {pairValue(facts)}
      </TooltipAnchor>
      <span id={descriptionId} hidden>
        {pairDetails(facts)}
      </span>
    </td>
  );
});
