// The assignment review the page shows, held here in the worker under an id: its files (read here from the File handles
// the page hands over, or from the bytes 'Keep for this tab' brings back), their CSV column mappings, and the engine's
// review of them. The page asks by that id for the overview, one page of principals (filtered, searched and sorted
// here), a principal's detail and each export, XLSX included; the files' bytes go back to it only for 'Keep for this tab'.
import type { RoleEngine, AssignmentReviewAnswer } from './engine/engine';
import type {
  AssignmentColumnMapping,
  AssignmentCsvColumns,
  AssignmentFileInput,
  AssignmentFileNote,
  AssignmentFileProblem,
  AssignmentFileSummary,
} from './engine/assignments/assignment-model';
import type { CustomRoleRef } from './engine/assignments/role-directory';
import type { AssignmentReview, AssignmentSummary } from './engine/assignments/review';
import type { ReachSummary } from './engine/takeover/principal-reach';
import {
  assignmentAt,
  principalAssignments,
  principalAt,
  REVIEW_COLUMNS,
  reviewRows,
  type ReviewedAssignment,
  type ReviewedPrincipal,
} from './engine/assignments/review-rows';
import { principalOrder, principalTypes, type PrincipalFilter } from './engine/assignments/principal-order';
import { reachChain, reachLinkText } from './engine/takeover/reach-chain';
import { reviewCsv, reviewJson, reviewMarkdown } from './engine/assignments/review-export';
import { reviewXlsx } from './review-xlsx';
import { RULE_VIEW } from './engine/assignments/redundancy-rule';
import { viewLabel } from './engine/catalog';

/** A file as the page hands it over: a File handle (read here), or a kept file's name and bytes. */
export type ReviewSource = File | AssignmentFileInput;

/** One added file's outcome: read (with its figures) or refused (with the engine's message, and a CSV's columns). */
export type FileOutcome =
  | { file: string; summary: AssignmentFileSummary }
  | { file: string; problem: AssignmentFileProblem; columns?: AssignmentCsvColumns };

/** What the page shows of a review beside its table: everything but the rows. */
export interface ReviewOverview {
  id: string;
  /** New with each change of the files or their reading: the page's questions about rows name it. */
  revision: number;
  files: string[];
  /** The files' bytes together (what 'Keep for this tab' would store). */
  bytes: number;
  notes: AssignmentFileNote[];
  datasetDate: string;
  summary: AssignmentSummary;
  /** Null when reach was not worked out (the takeover data did not load). */
  reach: ReachSummary | null;
  principalTypes: string[];
  /** The roles the assignments name, by name, as the Role filter lists them (`index`: the filter's value). */
  roles: { index: number; name: string }[];
}

/** What adding, mapping or removing files did: each added file's outcome and the review after it (null: none yet). */
export interface ReviewChange {
  id: string;
  files: FileOutcome[];
  review: ReviewOverview | null;
}

/** Assignments a row shows as chips: a principal holding more shows these and how many more (its detail lists all). */
export const ROW_ASSIGNMENTS = 10;

/** One row of the principals table. */
export interface PrincipalRowModel {
  principal: ReviewedPrincipal;
  /** Its first ROW_ASSIGNMENTS assignments, in the rule's order, and how many more it holds. */
  assignments: ReviewedAssignment[];
  moreAssignments: number;
  /** The shortest chain to Global Administrator, a line per link (the printed row lists it); null: none. */
  chain: string[] | null;
}

/** One page of the principals `filter` keeps. */
export interface PrincipalPage {
  /** Principals the filter keeps, and in the review. */
  matched: number;
  total: number;
  /** The page answered (the one asked for, or the last when fewer remain), and how many there are. */
  pageIndex: number;
  pages: number;
  rows: PrincipalRowModel[];
}

/** An assignment another covers, as the detail names it. */
export interface CoveringAssignment {
  id: string;
  role: string;
  state: ReviewedAssignment['state'];
  scope: string;
}

/** Assignments a principal's detail lists at once: a principal may hold a thousand; its detail pages through them. */
export const DETAIL_PAGE_SIZE = 50;
/** The assignments named as covering one redundant assignment; the rest are counted (the exports name every one). */
export const COVERING_SHOWN = 5;

/** One principal's detail: a page of its assignments with what covers each, and its reach to Global Administrator. */
export interface PrincipalDetail {
  principal: ReviewedPrincipal;
  /** One page of its assignments, each with the first COVERING_SHOWN of those that cover it, and how many more do. */
  assignments: (ReviewedAssignment & { covering: CoveringAssignment[]; moreCovering: number })[];
  /** How many assignments it holds, and which page of DETAIL_PAGE_SIZE of them this is (from 0). */
  assignmentCount: number;
  pageIndex: number;
  pages: number;
  /** The template ids of every built-in or custom role it holds (unknown ones left out), each once. */
  roleTemplateIds: string[];
  /** Null when reach was not worked out. */
  reach: {
    /** The holding link's text, for a holder of Global Administrator. */
    holds: string | null;
    chain: string[] | null;
    standingChain: string[] | null;
  } | null;
}

export type ReviewExportFormat = 'csv' | 'json' | 'markdown' | 'xlsx';

interface HeldReview {
  id: string;
  revision: number;
  files: AssignmentFileInput[];
  /** Refused CSVs whose columns can be mapped, by name. */
  unmapped: Map<string, AssignmentFileInput>;
  columns: Record<string, AssignmentColumnMapping>;
  customRoles: CustomRoleRef[];
  answer: AssignmentReviewAnswer | null;
}

/** Reviews held at once: a page holds one; older ones (a former page's) are let go. */
const MAX_HELD = 4;

export const REVIEW_GONE =
  'The analysis engine no longer holds this review (it was restarted). Choose the files again.';

/** `name`, or `name (2)`, `name (3)`… when a file of that name is already in `taken`. */
function freeName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate); n++) candidate = `${name} (${n})`;
  taken.add(candidate);
  return candidate;
}

const linesOf = (review: AssignmentReview, p: number, standing = false) =>
  reachChain(review, p, standing)?.map((link) => reachLinkText(review, link)) ?? null;

function overviewOf(held: HeldReview): ReviewOverview | null {
  const review = held.answer?.review;
  if (!review) return null;
  return {
    id: held.id,
    revision: held.revision,
    files: held.files.map((f) => f.name),
    bytes: held.files.reduce((sum, f) => sum + f.bytes.byteLength, 0),
    notes: held.answer!.read.notes,
    datasetDate: review.datasetDate,
    summary: review.summary,
    reach: review.reach?.summary ?? null,
    principalTypes: principalTypes(review),
    roles: review.roles
      .map((role, index) => ({ index, name: role.name }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.index - b.index)),
  };
}

/**
 * The worker's reviews. `review` reviews files with the engine (after waiting for the takeover data: without it the
 * review is still whole, and says reach was not worked out).
 */
export function createAssignmentReviews(
  engine: RoleEngine,
  review: (...args: Parameters<RoleEngine['reviewAssignments']>) => Promise<AssignmentReviewAnswer>,
) {
  const held = new Map<string, HeldReview>();
  let opened = 0;

  const heldReview = (id: string): HeldReview => {
    const found = held.get(id);
    if (!found) throw new Error(REVIEW_GONE);
    return found;
  };
  const reviewOf = (id: string): AssignmentReview => {
    const found = heldReview(id).answer?.review;
    if (!found) throw new Error('This review holds no assignment yet.');
    return found;
  };

  /** Reviews the held files with `added`; keeps the result when it reads more files than before. */
  const reviewWith = async (
    target: HeldReview,
    added: AssignmentFileInput[],
    columns: Record<string, AssignmentColumnMapping>,
  ): Promise<ReviewChange> => {
    const files = [...target.files, ...added];
    const answer = await review(files, { columns, customRoles: target.customRoles });
    const refused = new Map(answer.read.problems.map((p) => [p.file, p]));
    const outcomes = added.map((file): FileOutcome => {
      const problem = refused.get(file.name);
      if (!problem) return { file: file.name, summary: answer.read.files.find((f) => f.file === file.name)! };
      if (!problem.headers && problem.code !== 'csv-no-principal-column') return { file: file.name, problem };
      target.unmapped.set(file.name, file);
      return { file: file.name, problem, columns: engine.assignmentCsvColumns(file) };
    });
    const accepted = files.filter((f) => !refused.has(f.name));
    if (accepted.length > target.files.length) {
      Object.assign(target, { files: accepted, columns, answer: answer.review ? answer : null });
      target.revision++;
      for (const file of accepted) target.unmapped.delete(file.name);
    }
    return { id: target.id, files: outcomes, review: overviewOf(target) };
  };

  return {
    /**
     * Reads files into the review `id` (a new one when null): files the engine refuses are left out and reported, and
     * when no added file gives anything the review stays as it was. A name already in the review gets " (2)".
     */
    async addReviewFiles(
      id: string | null,
      sources: ReviewSource[],
      customRoles: CustomRoleRef[],
    ): Promise<ReviewChange> {
      let target = id === null ? undefined : heldReview(id);
      if (!target) {
        target = {
          id: `review-${++opened}`,
          revision: 0,
          files: [],
          unmapped: new Map(),
          columns: {},
          customRoles,
          answer: null,
        };
        held.set(target.id, target);
        for (const old of held.keys()) if (held.size > MAX_HELD) held.delete(old);
      }
      target.customRoles = customRoles;
      const taken = new Set(target.files.map((f) => f.name));
      const added = await Promise.all(
        sources.map(async (source) => ({
          name: freeName(source.name, taken),
          bytes: source instanceof Blob ? new Uint8Array(await source.arrayBuffer()) : source.bytes,
        })),
      );
      return reviewWith(target, added, target.columns);
    },
    /** Reads a refused CSV of the review again with the columns the visitor mapped. */
    async mapReviewColumns(id: string, file: string, mapping: AssignmentColumnMapping): Promise<ReviewChange> {
      const target = heldReview(id);
      const unmapped = target.unmapped.get(file);
      if (!unmapped) throw new Error(`${file} is not a file of this review waiting for its columns.`);
      return reviewWith(target, [unmapped], { ...target.columns, [file]: mapping });
    },
    /** Removes one file (the rest is reviewed again) or, with null, every file. */
    async removeReviewFiles(id: string, file: string | null): Promise<ReviewOverview | null> {
      const target = heldReview(id);
      const rest = file === null ? [] : target.files.filter((f) => f.name !== file);
      Object.assign(target, { files: [], answer: null });
      if (rest.length > 0) await reviewWith(target, rest, target.columns);
      else target.revision++;
      return overviewOf(target);
    },
    /** Reviews the same files again (after the takeover data failed to load, it is tried once more). */
    async reviewAgain(id: string): Promise<ReviewOverview | null> {
      const target = heldReview(id);
      const answer = await review(target.files, { columns: target.columns, customRoles: target.customRoles });
      if (answer.review) Object.assign(target, { answer, revision: target.revision + 1 });
      return overviewOf(target);
    },
    /** The review's files, names and bytes (copies): what 'Keep for this tab' stores. */
    async reviewFiles(id: string): Promise<AssignmentFileInput[]> {
      return heldReview(id).files.map((f) => ({ name: f.name, bytes: f.bytes.slice() }));
    },
    /** Lets the review go (the page removed its files or was left). */
    async closeReview(id: string): Promise<void> {
      held.delete(id);
    },
    /** One page of the principals `filter` keeps, in its order (`revision` names the review the page shows). */
    async reviewPage(
      id: string,
      _revision: number,
      filter: PrincipalFilter,
      pageIndex: number,
      pageSize: number,
    ): Promise<PrincipalPage> {
      const review = reviewOf(id);
      const order = principalOrder(review, filter);
      const size = Math.max(1, Math.floor(pageSize));
      const pages = Math.max(1, Math.ceil(order.length / size));
      const current = Math.min(Math.max(0, Math.floor(pageIndex)), pages - 1);
      const { assignmentOffsets: offsets } = review.principals;
      const rows = Array.from(order.subarray(current * size, (current + 1) * size), (p) => {
        const assignments = principalAssignments(review, p, ROW_ASSIGNMENTS);
        return {
          principal: principalAt(review, p),
          assignments,
          moreAssignments: offsets[p + 1] - offsets[p] - assignments.length,
          chain: linesOf(review, p),
        };
      });
      return { matched: order.length, total: review.principals.ids.length, pageIndex: current, pages, rows };
    },
    /** The detail of principal `at` (a position, as rows give it), with page `pageIndex` of its assignments. */
    async reviewPrincipal(id: string, _revision: number, at: number, pageIndex = 0): Promise<PrincipalDetail | null> {
      const review = reviewOf(id);
      if (!(at >= 0 && at < review.principals.ids.length)) return null;
      const principal = principalAt(review, at);
      const { assignmentOffsets: offsets } = review.principals;
      const assignmentCount = offsets[at + 1] - offsets[at];
      const pages = Math.max(1, Math.ceil(assignmentCount / DETAIL_PAGE_SIZE));
      const current = Math.min(Math.max(0, Math.floor(pageIndex)), pages - 1);
      const assignments = principalAssignments(review, at, DETAIL_PAGE_SIZE, current * DETAIL_PAGE_SIZE).map((a) => ({
        ...a,
        covering: a.coveredByAt.slice(0, COVERING_SHOWN).map((b) => {
          const by = assignmentAt(review, b);
          return { id: by.id, role: by.role.name, state: by.state, scope: by.scope };
        }),
        moreCovering: Math.max(0, a.coveredByAt.length - COVERING_SHOWN),
      }));
      const roleTemplateIds = new Set<string>();
      for (const a of principalAssignments(review, at)) if (a.role.known) roleTemplateIds.add(a.role.templateId);
      const holds = principal.globalAdministrator ? reachChain(review, at)?.[0] : undefined;
      return {
        principal,
        assignments,
        assignmentCount,
        pageIndex: current,
        pages,
        roleTemplateIds: [...roleTemplateIds],
        reach:
          review.reach === null
            ? null
            : {
                holds: holds ? reachLinkText(review, holds) : null,
                chain: linesOf(review, at),
                standingChain: linesOf(review, at, true),
              },
      };
    },
    /** The review as a file to save: the CLI's JSON, the CSV, Markdown, or an XLSX workbook (a Blob). */
    async reviewExport(id: string, format: ReviewExportFormat): Promise<string | Blob> {
      const review = reviewOf(id);
      if (format === 'json') return `${JSON.stringify(reviewJson(review), null, 2)}\n`;
      if (format === 'csv') return reviewCsv(review);
      if (format === 'markdown') return reviewMarkdown(review);
      const rows = [[...REVIEW_COLUMNS], ...reviewRows(review).map((row) => REVIEW_COLUMNS.map((c) => row[c]))];
      return reviewXlsx(review.summary, review.reach?.summary ?? null, viewLabel(RULE_VIEW), review.datasetDate, rows);
    },
  };
}

export type AssignmentReviewApi = ReturnType<typeof createAssignmentReviews>;
