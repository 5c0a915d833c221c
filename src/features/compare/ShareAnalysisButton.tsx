import type { PermissionView } from '@engine/catalog';
import { absoluteAppUrl } from '../../app/base-path';
import { copyText } from '../../components/clipboard/copy-text';
import { useToast } from '../../components/toast/ToastProvider';
import { button } from '../../styles/shared.css';
import { comparisonPath } from './comparison-link';

interface ShareAnalysisButtonProps {
  templateIds: string[];
  view: PermissionView;
  /** The `asOf` date of the link: the snapshot compared, so a later snapshot never changes what the link shows. */
  asOf?: string;
}

/** 'Share Analysis': the canonical absolute link of this comparison (ids and view), shared natively where possible, else copied. */
export function ShareAnalysisButton({ templateIds, view, asOf }: ShareAnalysisButtonProps) {
  const toast = useToast();
  const share = async () => {
    const url = absoluteAppUrl(comparisonPath(templateIds, view, asOf));
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: 'RolePrism role comparison', url });
        toast({ title: 'Analysis shared', description: url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return; // the visitor closed the share sheet
        console.error('Sharing failed; copying the link instead', error);
      }
    }
    // A clipboard failure is logged only (spec section 8).
    if (await copyText(url)) toast({ title: 'Link copied', description: url });
  };
  return (
    <button type="button" className={button({ tone: 'secondary' })} onClick={share}>
      Share Analysis
    </button>
  );
}
