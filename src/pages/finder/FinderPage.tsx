import { Tab, TabList, TabPanel, TabProvider } from '@ariakit/react';
import type { PageLoader } from '../../app/page-loader';
import { useDocumentMeta } from '../../app/use-document-meta';
import { useTabParam } from '../../app/use-tab-param';
import * as tabStyles from '../../features/compare/ComparisonTabs.css';
import { TaskFinder } from '../../features/finder/TaskFinder';
import { PERMISSIONS_INDEX_CALL } from '../../features/permissions/permission-questions';
import { engineQuestion } from '../../state/engine-answer';
import { page } from '../../styles/shared.css';
import { ActionFinder } from './ActionFinder';
import * as styles from './FinderPage.css';

/** The two ways to find a role, by the value they have in the URL's `tab` parameter (none: by permission). */
const TABS = [
  { value: 'permission', label: 'By permission' },
  { value: 'task', label: 'By task' },
] as const;

type TabValue = (typeof TABS)[number]['value'];

const DEFAULT_TAB: TabValue = 'permission';
const TAB_VALUES = TABS.map((t) => t.value);

/** The prerendered page is the permission tab with nothing needed yet: its picker searches the permission index. */
export const loader: PageLoader = () => [engineQuestion(PERMISSIONS_INDEX_CALL)];

/**
 * /finder: find the built-in roles for a job by the permissions it needs (`need=`/`needz=`, the default tab) or by the
 * task (`tab=task&task=…`, Microsoft's "least privileged roles by task"). Only the open tab renders, so the task table
 * is downloaded only when its tab is shown. Ariakit's own TabPanel, not the compare page's LightTabPanel: these panels
 * are small, and a module shared with the compare page would go to the `common` file every page loads, taking the
 * Ariakit tab code with it (tests/e2e/budgets.test.ts counts the files).
 */
export function FinderPage() {
  useDocumentMeta(
    'Least-privilege finder',
    'Find the Microsoft Entra ID built-in role that does a job with the least extra power: by the permissions it needs, or by the task.',
  );
  const { current, tabId, select } = useTabParam(TAB_VALUES, DEFAULT_TAB, 'finder-tab-');

  return (
    <div className={page}>
      <h1 className={styles.title}>Least-privilege finder</h1>
      <TabProvider selectedId={tabId(current)} setSelectedId={select}>
        <TabList className={tabStyles.tabList} aria-label="Find roles">
          {TABS.map((t) => (
            <Tab key={t.value} id={tabId(t.value)} className={tabStyles.tab}>
              {t.label}
            </Tab>
          ))}
        </TabList>
        {/* Only the open panel is in the page: a hidden one would carry an inline style attribute in the prerendered
            HTML, which the Content-Security-Policy refuses (style-src 'self'). */}
        {current === 'permission' ? (
          <TabPanel tabId={tabId('permission')} className={tabStyles.panel}>
            <ActionFinder />
          </TabPanel>
        ) : (
          <TabPanel tabId={tabId('task')} className={tabStyles.panel}>
            <TaskFinder />
          </TabPanel>
        )}
      </TabProvider>
    </div>
  );
}
