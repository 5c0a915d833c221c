import { memo, useId } from 'react';
import { Tooltip, TooltipAnchor, useStoreState, useTooltipStore } from '@ariakit/react';
import { visuallyHidden } from '../../../styles/shared.css';
import { TOOLTIP_OPEN_MS, TOOLTIP_SKIP_MS } from './tooltip-timing';
import * as styles from './OverlapFormulaHelp.css';
import * as tooltipStyles from './tooltip.css';

/** Spec section 2: the help tooltip with the formula. */
const FORMULA =
  'Overlap = shared ÷ total unique × 100: the permissions both roles have, divided by the permissions either role has, times 100, rounded.';

/** A "?" button whose tooltip (and accessible description) gives the overlap formula; a click also opens it, for touch screens. */
export const OverlapFormulaHelp = memo(function OverlapFormulaHelp() {
  const tooltip = useTooltipStore({ showTimeout: TOOLTIP_OPEN_MS, skipTimeout: TOOLTIP_SKIP_MS });
  const descriptionId = useId();
  // The bubble mounts only while shown: the formula is always reachable through the button's description.
  const open = useStoreState(tooltip, 'open');
  return (
    <>
      <TooltipAnchor
        store={tooltip}
        render={<button type="button" />}
        className={styles.helpButton}
        aria-label="How overlap is calculated"
        aria-describedby={descriptionId}
        onClick={() => tooltip.show()}
      >
        ?
      </TooltipAnchor>
      <span id={descriptionId} className={visuallyHidden}>
        {FORMULA}
      </span>
      {open ? (
        <Tooltip store={tooltip} className={tooltipStyles.tooltip}>
          {FORMULA}
        </Tooltip>
      ) : null}
    </>
  );
});
