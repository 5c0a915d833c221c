import { Tab, TabList, TabProvider } from '@ariakit/react';
import type { ReactNode } from 'react';
import { useTabParam } from '../../app/use-tab-param';
import type { AnalysisResult } from '@engine/analyze';
import type { Permission } from '../../data/role-model';
import type { ComparedRole } from '../../../workers/compare-page';
import { AllPermissionsPanel } from './AllPermissionsPanel';
import { CommonPermissionsPanel } from './CommonPermissionsPanel';
import { RedundancyPanel } from './RedundancyPanel';
import { SummaryPanel } from './SummaryPanel';
import { LightTabPanel, panelIdOf } from './tabs/LightTabPanel';
import { usePrintMode } from './print-mode';
import { PrintPanels } from './PrintReport';
import { UniquePermissionsPanel } from './UniquePermissionsPanel';
import * as styles from './ComparisonTabs.css';

/** The tabs of spec section 2, by the value they have in the URL's `tab` parameter. */
const TABS = [
  { value: 'summary', label: 'Summary' },
  { value: 'common', label: 'Common Permissions' },
  { value: 'all', label: 'All Permissions' },
  { value: 'unique', label: 'Unique Permissions' },
  { value: 'redundancy', label: 'Redundancy Analysis' },
] as const;

type TabValue = (typeof TABS)[number]['value'];

const DEFAULT_TAB: TabValue = 'summary';
const TAB_VALUES = TABS.map((t) => t.value);

interface ComparisonTabsProps {
  result: AnalysisResult;
  /** Client roles of the comparison, in the result's order. */
  selected: ComparedRole[];
  /** Every permission of the dataset by member key, for descriptions and badges. */
  permissions: ReadonlyMap<string, Permission>;
}

/** The comparison's detail tabs; the selected tab lives in the URL (`tab`), so a tab can be shared. Arrow keys move between tabs. */
export function ComparisonTabs({ result, selected, permissions }: ComparisonTabsProps) {
  const printing = usePrintMode() !== null;
  const { current, tabId, select } = useTabParam(TAB_VALUES, DEFAULT_TAB, 'comparison-tab-');

  const panels: Record<TabValue, () => ReactNode> = {
    summary: () => <SummaryPanel result={result} selected={selected} />,
    common: () => <CommonPermissionsPanel result={result} permissions={permissions} />,
    all: () => <AllPermissionsPanel result={result} permissions={permissions} />,
    unique: () => <UniquePermissionsPanel result={result} permissions={permissions} />,
    redundancy: () => <RedundancyPanel result={result} />,
  };

  // Printing (or `print=1`): no tabs, every tab's content under its name, so nothing is left out on paper.
  if (printing) return <PrintPanels panels={TABS.map((t) => ({ ...t, content: panels[t.value]() }))} />;

  return (
    <TabProvider selectedId={tabId(current)} setSelectedId={select}>
      <TabList className={styles.tabList} aria-label="Comparison details">
        {TABS.map((t) => (
          <Tab key={t.value} id={tabId(t.value)} aria-controls={panelIdOf(tabId(t.value))} className={styles.tab}>
            {t.label}
          </Tab>
        ))}
      </TabList>
      {TABS.map((t) => (
        // Hidden panels are empty: a 143-role comparison renders only the tab in view.
        <LightTabPanel key={t.value} tabId={tabId(t.value)} className={styles.panel}>
          {t.value === current ? panels[t.value]() : null}
        </LightTabPanel>
      ))}
    </TabProvider>
  );
}
