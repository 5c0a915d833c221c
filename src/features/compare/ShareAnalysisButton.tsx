import { useId, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import type { PermissionView } from '@engine/catalog';
import { absoluteAppUrl } from '../../app/base-path';
import { copyText } from '../../components/clipboard/copy-text';
import { useToast } from '../../components/toast/ToastProvider';
import { customRolesAtom } from '../../state/custom-roles';
import { button } from '../../styles/shared.css';
import { customHashText } from '../custom-roles/compare-hash';
import { packSharedRoles } from '../custom-roles/share-pack';
import { comparisonPath } from './comparison-link';
import * as styles from './ShareAnalysisButton.css';

interface ShareAnalysisButtonProps {
  templateIds: string[];
  view: PermissionView;
  /** The `asOf` date of the link: the snapshot compared, so a later snapshot never changes what the link shows. */
  asOf?: string;
}

/** What the share UI says when the comparison includes custom roles (issue 17). */
export const PRIVATE_LINK_TEXT =
  'The link carries your custom roles after the #, which browsers never send to a server.';

/**
 * 'Share Analysis': the canonical absolute link of this comparison (ids and view), shared natively where possible, else
 * copied. Built-in ids go in the query; custom roles, ids and definitions, only after the '#'.
 */
export function ShareAnalysisButton({ templateIds, view, asOf }: ShareAnalysisButtonProps) {
  const toast = useToast();
  const noteId = useId();
  const imported = useAtomValue(customRolesAtom);
  const custom = useMemo(() => {
    const byId = new Map(imported.map((role) => [role.templateId, role]));
    return templateIds.flatMap((id) => byId.get(id) ?? []);
  }, [imported, templateIds]);
  const share = async () => {
    let hash = '';
    if (custom.length > 0) {
      const packed = await packSharedRoles(custom);
      if ('tooLarge' in packed) {
        toast({ title: 'Link not created', description: packed.tooLarge, tone: 'destructive' });
        return;
      }
      hash = customHashText(
        custom.map((role) => role.templateId),
        packed.packed,
      );
    }
    const customIds = new Set(custom.map((role) => role.templateId));
    const builtInIds = templateIds.filter((id) => !customIds.has(id));
    const url = absoluteAppUrl(comparisonPath(builtInIds, view, asOf)) + hash;
    const said = custom.length > 0 ? `${PRIVATE_LINK_TEXT} ${url}` : url;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: 'RolePrism role comparison', url });
        toast({ title: 'Analysis shared', description: said });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return; // the visitor closed the share sheet
        console.error('Sharing failed; copying the link instead', error);
      }
    }
    // A clipboard failure is logged only (spec section 8).
    if (await copyText(url)) toast({ title: 'Link copied', description: said });
  };
  return (
    <>
      <button
        type="button"
        className={button({ tone: 'secondary' })}
        onClick={share}
        aria-describedby={custom.length > 0 ? noteId : undefined}
      >
        Share Analysis
      </button>
      {custom.length > 0 ? (
        <p id={noteId} className={styles.privateLink}>
          {PRIVATE_LINK_TEXT}
        </p>
      ) : null}
    </>
  );
}
