import { useEffect, useId, useState } from 'react';
import { absoluteAppUrl } from '../../app/base-path';
import { copyText } from '../../components/clipboard/copy-text';
import { useToast } from '../../components/toast/ToastProvider';
import type { PermissionView } from '@engine/catalog';
import { button, input } from '../../styles/shared.css';
import { finderLink, readableFinderLink, type FinderLink } from './need-query';
import * as styles from './CopyFinderLink.css';

/** The shareable link of a need in a view: at once when it is short and readable, else once packed (null meanwhile). */
function useFinderLink(need: string[], view: PermissionView): FinderLink | null {
  const readable = readableFinderLink(need, view);
  const [packed, setPacked] = useState<{
    need: string[];
    inherit: boolean;
    wildcards: boolean;
    link: FinderLink;
  } | null>(null);
  const { inherit, wildcards } = view;
  useEffect(() => {
    if (readable) return;
    let live = true;
    void finderLink(need, { inherit, wildcards }).then((link) => live && setPacked({ need, inherit, wildcards, link }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `readable` follows from these
  }, [need, inherit, wildcards]);
  if (readable) return readable;
  return packed && packed.need === need && packed.inherit === inherit && packed.wildcards === wildcards
    ? packed.link
    : null;
}

/**
 * The finder's shareable URL (need plus view), shown read-only and copied by 'Copy link'; a copy failure is logged only.
 * A link is kept under common server limits: when the need is too long for that, it says how many needs the link holds.
 */
export function CopyFinderLink({ need, view }: { need: string[]; view: PermissionView }) {
  const toast = useToast();
  const id = useId();
  const link = useFinderLink(need, view);
  const url = link ? absoluteAppUrl(link.path) : '';
  const partial = link !== null && link.linked < need.length;
  return (
    <div className={styles.share}>
      <label htmlFor={id} className={styles.label}>
        Share link
      </label>
      <input
        id={id}
        className={`${input} ${styles.url}`}
        readOnly
        value={url}
        onFocus={(e) => e.currentTarget.select()}
      />
      <button
        type="button"
        className={button({ tone: 'secondary' })}
        disabled={!link}
        onClick={async () => {
          if (!link || !(await copyText(url))) return;
          toast({
            title: 'Link copied',
            description: partial
              ? `Anyone with the link sees the first ${link.linked} of these permissions in this view.`
              : 'Anyone with the link sees this need in this view.',
          });
        }}
      >
        {partial ? `Copy link (first ${link.linked} of ${need.length} permissions)` : 'Copy link'}
      </button>
      {partial ? (
        <p className={styles.note}>
          This link holds only the first {link.linked} of the {need.length} permissions: with all of them it would be
          longer than 8 kB, which many servers refuse. This page keeps all {need.length}.
        </p>
      ) : null}
    </div>
  );
}
