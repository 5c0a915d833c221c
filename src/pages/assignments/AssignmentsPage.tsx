import { RULE_VIEW } from '@engine/assignments/redundancy-rule';
import { viewLabel } from '@engine/catalog';
import { useDocumentMeta } from '../../app/use-document-meta';
import { AssignmentImport } from '../../features/assignments/AssignmentImport';
import { useAssignmentReview } from '../../features/assignments/review-store';
import { ExportCommands } from '../../features/assignments/ExportCommands';
import { PrincipalTable } from '../../features/assignments/PrincipalTable';
import { RedundancyRule } from '../../features/assignments/RedundancyRule';
import { TakeoverRule } from '../../features/assignments/TakeoverRule';
import { ReviewExports } from '../../features/assignments/ReviewExports';
import { ReviewSummary } from '../../features/assignments/ReviewSummary';
import { page } from '../../styles/shared.css';
import * as styles from './AssignmentsPage.css';

/**
 * /assignments: a tenant's role assignments reviewed in the browser (issue 32). The files are read and reviewed in the
 * engine worker; nothing of them goes into the URL or any request. Without a file the page is static (prerendered).
 */
export function AssignmentsPage() {
  useDocumentMeta(
    'Assignment review',
    "Review a tenant's Microsoft Entra ID role assignments in your browser: which are redundant, who holds Global Administrator, privileged and Tier 0 roles. Nothing is uploaded.",
  );
  const { review, reviewAgain } = useAssignmentReview();
  return (
    <div className={page}>
      <h1 className={styles.title}>Assignment review</h1>
      <p className={styles.lead}>
        Who holds too much: choose your tenant&apos;s role assignment exports and see, per principal, which assignments
        another assignment of the same principal already covers, who holds Global Administrator, privileged and Tier 0
        roles, and who can reach Global Administrator without holding it. The files are read in this page, in its
        worker: nothing is uploaded, and nothing of them goes into the address or any request.
      </p>
      <AssignmentImport />
      <RedundancyRule />
      <TakeoverRule />
      {review ? (
        <>
          <p className={styles.meta}>
            Dataset of {review.datasetDate}. The rule compares roles in the {viewLabel(RULE_VIEW)} view.
          </p>
          <ReviewSummary summary={review.summary} reach={review.reach} onRetry={reviewAgain} />
          <ReviewExports review={review} />
          <PrincipalTable review={review} />
        </>
      ) : (
        <ExportCommands />
      )}
    </div>
  );
}
