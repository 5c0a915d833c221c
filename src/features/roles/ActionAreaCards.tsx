import { useId, useState } from 'react';
import type { ActionArea } from './role-permission-rows';
import { button } from '../../styles/shared.css';
import * as styles from './ActionAreaCards.css';

/** Areas shown before 'Show all': the largest ones, enough for an overview. */
const COLLAPSED_AREA_COUNT = 12;

interface ActionAreaCardsProps {
  areas: readonly ActionArea[];
  /** The area the list is narrowed to; '' for all. */
  selected: string;
  onSelect: (area: string) => void;
}

/** Related actions at a glance: one small card per area ('users', '12 actions'); pressing a card narrows the list to it. */
export function ActionAreaCards({ areas, selected, onSelect }: ActionAreaCardsProps) {
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  if (areas.length === 0) return null;
  const shown = expanded ? areas : areas.filter((area, i) => i < COLLAPSED_AREA_COUNT || area.area === selected);
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h3 id={headingId} className={styles.heading}>
        Related actions by area
      </h3>
      <ul className={styles.grid}>
        {shown.map((area) => (
          <li key={area.area}>
            <button
              type="button"
              className={styles.card}
              aria-pressed={selected === area.area}
              onClick={() => onSelect(selected === area.area ? '' : area.area)}
            >
              <span className={styles.area}>{area.area}</span>{' '}
              <span className={styles.count}>
                {area.count} {area.count === 1 ? 'action' : 'actions'}
                {area.privilegedCount > 0 ? (
                  <span className={styles.privileged}> · {area.privilegedCount} privileged</span>
                ) : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {areas.length > COLLAPSED_AREA_COUNT ? (
        <button
          type="button"
          className={button({ tone: 'ghost', size: 'sm' })}
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show the largest areas only' : `Show all ${areas.length} areas`}
        </button>
      ) : null}
    </section>
  );
}
