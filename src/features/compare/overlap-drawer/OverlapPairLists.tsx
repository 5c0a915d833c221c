import { useMemo, useState } from 'react';
import { useSetAtom } from 'jotai';
import { viewLabel, type PermissionView } from '@engine/catalog';
import type { PairDetail } from '@engine/analyze';
import type { Permission } from '../../../data/role-model';
import { addRolesAtom } from '../../../state/selection';
import { button } from '../../../styles/shared.css';
import { copyText } from '../../../components/clipboard/copy-text';
import { pairDetails, pairValue } from '../overlap-matrix/matrix-model';
import { useToast } from '../../../components/toast/ToastProvider';
import type { DrawerPair } from './OverlapDrawer';
import { overlapDetailsText, replacementVerdict, toEntries, type PermissionEntry } from './pair-permissions';
import { PermissionSection } from './PermissionSection';
import * as styles from './OverlapPairLists.css';

interface OverlapPairListsProps {
  pair: DrawerPair;
  detail: PairDetail;
  /** Every permission of the dataset by member key, for descriptions and badges. */
  permissions: ReadonlyMap<string, Permission>;
  view: PermissionView;
}

/** The verdicts, actions, privileged filter and the three permission lists of one pair. */
export function OverlapPairLists({ pair, detail, permissions, view }: OverlapPairListsProps) {
  const [privilegedOnly, setPrivilegedOnly] = useState(false);
  const addRoles = useSetAtom(addRolesAtom);
  const toast = useToast();
  const lists = useMemo(
    () => ({
      shared: toEntries(detail.shared, permissions),
      onlyA: toEntries(detail.onlyA, permissions),
      onlyB: toEntries(detail.onlyB, permissions),
    }),
    [detail, permissions],
  );
  const shown = (entries: PermissionEntry[]) => (privilegedOnly ? entries.filter((e) => e.privileged) : entries);
  const emptyText = (all: PermissionEntry[], text: string) =>
    all.length > 0 ? 'No privileged permissions in this list' : text;
  const sections = [
    { heading: 'Shared permissions', all: lists.shared, emptyText: emptyText(lists.shared, 'No shared permissions') },
    { heading: `Only in ${pair.nameA}`, all: lists.onlyA, emptyText: emptyText(lists.onlyA, 'No unique permissions') },
    { heading: `Only in ${pair.nameB}`, all: lists.onlyB, emptyText: emptyText(lists.onlyB, 'No unique permissions') },
  ];
  const verdicts = [
    replacementVerdict(pair.nameA, pair.nameB, lists.onlyB),
    replacementVerdict(pair.nameB, pair.nameA, lists.onlyA),
  ];

  const addBoth = () => {
    addRoles([pair.templateA, pair.templateB]);
    toast({
      title: 'Added to Simulator',
      description: `${pair.nameA} and ${pair.nameB} are in your simulator selection.`,
    });
  };
  const copy = async () => {
    const header = [
      `Overlap Details: ${pair.nameA} and ${pair.nameB}`,
      `View: ${viewLabel(view)}`,
      `Overlap: ${pairValue(pair)} (${pairDetails(pair)})`,
      ...verdicts,
      ...(privilegedOnly ? ['Filter: Privileged only'] : []),
    ];
    const text = overlapDetailsText(
      header,
      sections.map((s) => ({ heading: s.heading, entries: shown(s.all), emptyText: s.emptyText })),
    );
    if (await copyText(text))
      toast({ title: 'Copied to clipboard', description: `Overlap details of ${pair.nameA} and ${pair.nameB}.` });
  };

  return (
    <div className={styles.lists}>
      <section aria-label="Replacement verdicts">
        <h3 className={styles.subheading}>If one replaces the other ({viewLabel(view)})</h3>
        <ul className={styles.verdicts}>
          {verdicts.map((v) => (
            <li key={v}>{v}</li>
          ))}
        </ul>
      </section>
      <div className={styles.actions}>
        <button type="button" className={button({ tone: 'primary', size: 'sm' })} onClick={addBoth}>
          Add both to Simulator
        </button>
        <button type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={copy}>
          Copy to clipboard
        </button>
      </div>
      <label className={styles.filter}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={privilegedOnly}
          onChange={(e) => setPrivilegedOnly(e.target.checked)}
        />
        Privileged only
      </label>
      {sections.map((s) => (
        <PermissionSection
          key={s.heading}
          heading={s.heading}
          entries={shown(s.all)}
          total={s.all.length}
          emptyText={s.emptyText}
        />
      ))}
      <p className={styles.note}>
        Privileged: Microsoft&apos;s per-action label (preview). Tier: the EntraOps attack-path tier model (community).
        The two disagree for some roles, and some power (such as device local administrator rights) does not show in
        action strings at all.
      </p>
    </div>
  );
}
