import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useStoreState, useTabContext } from '@ariakit/react';
import { afterNextPaint } from '../../../app/after-paint';

/** The id of a tab's panel: give it to the `Tab` as `aria-controls`. */
export const panelIdOf = (tabId: string) => `${tabId}-panel`;

/** What a keyboard user can land on inside a panel. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface LightTabPanelProps {
  /** The id of the Ariakit `Tab` that shows this panel. */
  tabId: string;
  className?: string;
  children: ReactNode;
}

/**
 * The panel of an Ariakit `Tab`, in place of Ariakit's `TabPanel`: its content is mounted only while its tab is selected.
 * Ariakit's panel looks for something tabbable inside itself in a layout effect; with a large result that meant laying
 * out the whole new panel inside React's commit (a forced layout in the same long task). This one looks after the frame
 * that shows it, when the layout is done, and only then becomes a tab stop itself if it holds nothing focusable.
 */
export function LightTabPanel({ tabId, className, children }: LightTabPanelProps) {
  const store = useTabContext();
  const selected = useStoreState(store, (state) => state?.selectedId === tabId);
  const ref = useRef<HTMLDivElement>(null);
  const [holdsTabbable, setHoldsTabbable] = useState(true);
  useEffect(() => {
    if (!selected) return;
    return afterNextPaint(() => setHoldsTabbable(!!ref.current?.querySelector(TABBABLE)));
  }, [selected]);
  return (
    <div
      ref={ref}
      role="tabpanel"
      id={panelIdOf(tabId)}
      aria-labelledby={tabId}
      hidden={!selected}
      tabIndex={selected && !holdsTabbable ? 0 : undefined}
      className={className}
    >
      {selected ? children : null}
    </div>
  );
}
