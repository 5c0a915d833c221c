import { Tab, TabList, TabPanel, TabProvider } from '@ariakit/react';
import type { FactSource } from '@engine/takeover/role-takeover';
import type { TakeoverGraph } from '@engine/takeover/role-graph';
import { useTabParam } from '../../app/use-tab-param';
import * as tabStyles from '../compare/ComparisonTabs.css';
import { reachingRoles } from './graph-layout';
import { SourceLine } from './SourceLine';
import { TakeoverGraphPicture } from './TakeoverGraphPicture';
import { TakeoverGraphTable } from './TakeoverGraphTable';
import * as styles from './AttackPaths.css';

const TABS = [
  { value: 'graph', label: 'Graph' },
  { value: 'table', label: 'Table' },
] as const;
const TAB_VALUES = TABS.map((t) => t.value);

/**
 * Who reaches Global Administrator, and in how many steps: the role graph drawn, or the same roles as a table (the
 * URL's `tab=table`). Only the open panel is in the page (a hidden one would carry an inline style the CSP refuses).
 */
export function TakeoverGraphSection({
  graph,
  matrix,
  containment,
}: {
  graph: TakeoverGraph;
  /** Microsoft's "who can reset passwords" matrix: the reset edges. */
  matrix: FactSource;
  /** The role definitions, effective view: the assign, app-credential and join-group edges. */
  containment: FactSource;
}) {
  const { current, tabId, select } = useTabParam(TAB_VALUES, 'graph', 'takeover-graph-');
  const reaching = reachingRoles(graph).length - 1;
  const none = graph.roles.length - reaching - 1;
  return (
    <section className={styles.section} aria-labelledby="takeover-graph-heading">
      <h2 id="takeover-graph-heading" className={styles.heading}>
        Who reaches {graph.target.name}
      </h2>
      <p>
        Of the {graph.roles.length - 1} roles besides {graph.target.name}, {reaching} can take over a holder of it, by
        the rule below; the other {none} reach it by no chain of takeovers. Steps count the takeovers on the shortest
        chain: holding {graph.target.name} is 0 steps, assigning it is 1.
      </p>
      <TabProvider selectedId={tabId(current)} setSelectedId={select}>
        <TabList className={tabStyles.tabList} aria-label="Takeover graph display">
          {TABS.map((t) => (
            <Tab key={t.value} id={tabId(t.value)} className={tabStyles.tab}>
              {t.label}
            </Tab>
          ))}
        </TabList>
        {current === 'graph' ? (
          <TabPanel tabId={tabId('graph')} className={tabStyles.panel}>
            <TakeoverGraphPicture graph={graph} />
          </TabPanel>
        ) : (
          <TabPanel tabId={tabId('table')} className={tabStyles.panel}>
            <TakeoverGraphTable graph={graph} />
          </TabPanel>
        )}
      </TabProvider>
      <ul className={styles.sources} aria-label="Sources of the takeover graph">
        <li>
          Reset edges: <SourceLine source={matrix} licence="CC BY 4.0" />.
        </li>
        <li>
          Assign, app-credential and join-group edges, by containment: <SourceLine source={containment} />.
        </li>
      </ul>
    </section>
  );
}
