// The one way pages ask the engine: a question is an engine method and its arguments, keyed by itself. Components ask
// with useEngineAnswer, and a page's loader declares the same questions for the prerender. The imported custom roles
// are an argument of the questions whose answers include them: the bridge sends them to the worker before it asks. A
// prerendered page's first render reads its embedded answers.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { engineRetryAtom } from './engine-retry';
import { customRolesAtom } from './custom-roles';
import { pageAnswer } from '../app/page-data';
import { useMountedByHydration } from '../app/use-hydrated';
import type { Loadable } from './loadable';
import type { CustomRole } from '../data/custom-roles';
import {
  askEngine,
  isAbortError,
  type EngineAnswerOf,
  type EngineArgs,
  type EngineQuestion,
} from '../worker-bridge/engine-client';

/** A question with its arguments, e.g. `['pairDetail', [templateA, templateB, view]]`. */
export type EngineCall<Q extends EngineQuestion> = readonly [question: Q, args: EngineArgs<Q>];

/** An engine answer as loading / error / data, or idle while there is nothing to ask. */
export type EngineAnswer<T> = Loadable<T> | { state: 'idle' };

const IDLE = { state: 'idle' } as const;
const LOADING = { state: 'loading' } as const;

/** The call's identity: the same question with equal arguments (as JSON) is the same call. */
export function engineCallKey(call: EngineCall<EngineQuestion>): string {
  return JSON.stringify(call);
}

/**
 * A question ready to ask: its key and how to ask it, with the imported custom roles its answer must include. What a
 * route's loader returns (src/app/page-loader.ts).
 */
export interface EngineQuestionOf<T> {
  key: string;
  ask: (signal?: AbortSignal, customRoles?: readonly CustomRole[]) => Promise<T>;
}

/** `call` as a question: keyed by the call, asked of the engine. */
export function engineQuestion<Q extends EngineQuestion>(call: EngineCall<Q>): EngineQuestionOf<EngineAnswerOf<Q>> {
  return {
    key: engineCallKey(call),
    ask: (signal, customRoles) => askEngine(call[0], call[1], signal, customRoles),
  };
}

/** An answer and the key it belongs to; `question` marks the build's embedded answer, shown until its key's is in. */
type Settled<T> = { key: string; answer: Loadable<T>; question?: string };

const customRoleGenerations = new WeakMap<object, number>();
let lastGeneration = 0;

/** A number for the custom roles the engine answers with (0: none), new for each list imported. */
function customRolesGeneration(roles: readonly object[]): number {
  if (roles.length === 0) return 0;
  let generation = customRoleGenerations.get(roles);
  if (generation === undefined) customRoleGenerations.set(roles, (generation = ++lastGeneration));
  return generation;
}

/**
 * Questions about the dataset alone: importing custom roles does not change their answers, so it asks them not again.
 * tests/unit/workers/dataset-questions.test.ts asks each with and without custom roles and holds the list to that.
 */
export const DATASET_QUESTIONS: ReadonlySet<EngineQuestion> = new Set<EngineQuestion>([
  'roleIndex',
  'datasetFacts',
  'datasetRole',
  'rolePage',
  'rolePermissions',
  'similarRoles',
  'permissionsIndex',
  'permissionPage',
  'finderTaskRoles',
  'globalReaderGuide',
  'permissionViewsDoc',
]);

/**
 * Asks `call` in the worker, again whenever its key changes; null asks nothing (idle). A changed key or an unmount
 * aborts the call in flight, and the answer shown always belongs to the current key: a stale one reads as loading.
 * Two components asking the same question each get the answer. 'Try again' (useRetryEngine) asks every answer again;
 * `attempt`, a section's own count, asks this one again alone (a history section's retry), and such a question is
 * never answered from the page's embedded data.
 */
export function useEngineAnswer<Q extends EngineQuestion>(
  call: EngineCall<Q> | null,
  { attempt }: { attempt?: number } = {},
): EngineAnswer<EngineAnswerOf<Q>> {
  const question = call ? engineQuestion(call) : null;
  const key = question && (attempt === undefined ? question.key : `${question.key}#${attempt}`);
  return useKeyedAnswer(key, call?.[0] ?? '', (signal, custom) => question!.ask(signal, custom), {
    withCustomRoles: !call || !DATASET_QUESTIONS.has(call[0]),
  });
}

/**
 * The answer of `ask` for the question `questionKey` names, asked again whenever the key or the engine's retry count
 * change (null: idle), and `withCustomRoles`, with the imported custom roles as its argument whenever they change.
 */
function useKeyedAnswer<T>(
  questionKey: string | null,
  label: string,
  ask: (signal: AbortSignal, customRoles?: readonly CustomRole[]) => Promise<T>,
  { withCustomRoles = true }: { withCustomRoles?: boolean } = {},
): EngineAnswer<T> {
  const retries = useAtomValue(engineRetryAtom);
  const customRoles = useAtomValue(customRolesAtom);
  const custom = withCustomRoles ? customRolesGeneration(customRoles) : 0;
  const key = questionKey === null ? null : `${retries}:${custom}:${questionKey}`;
  // A prerendered page's answers are there at once (src/app/page-data.ts) for what React renders or hydrates from its
  // HTML: its first render equals the server's. A part mounted later asks the worker, which answers from the file it
  // read (not necessarily the one the build rendered). The build's answers were answered without custom roles: with the
  // visitor's (kept for the tab) the question is asked again, and the build's answer stands until that one is in.
  const byHydration = useMountedByHydration();
  const [settled, setSettled] = useState<Settled<T> | null>(() => {
    const embedded = key === null || !byHydration ? undefined : pageAnswer(questionKey!);
    // The prerender's loader declares every question its page asks: one it did not would leave a loading state.
    if (!embedded && key !== null && import.meta.env.SSR)
      throw new Error(
        `The page asked the engine ${questionKey!.slice(0, 120)}, which its route's loader does not declare`,
      );
    if (!embedded) return null;
    return {
      key: `${retries}:0:${questionKey}`,
      answer: { state: 'hasData', data: embedded.data as T },
      question: questionKey!,
    };
  });

  useEffect(() => {
    if (key === null || settled?.key === key) return;
    const controller = new AbortController();
    ask(controller.signal, withCustomRoles ? customRoles : undefined).then(
      (data) => setSettled({ key, answer: { state: 'hasData', data } }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        console.error(`The engine could not answer ${label}`, error);
        setSettled({ key, answer: { state: 'hasError', error } });
      },
    );
    return () => controller.abort();
    // The key names the call (and the retry count): a new call comes with a new key, so the key alone decides when to ask.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `ask` is a fresh closure each render; its key is its identity
  }, [key]);

  if (key === null) return IDLE;
  if (settled?.key === key) return settled.answer;
  return settled?.question === questionKey ? settled.answer : LOADING;
}

/**
 * The data of the answer in, else of the last one that came while the next loads (a table keeps its page on screen
 * until the next page is in); null before the first.
 */
export function useLastData<T>(answer: EngineAnswer<T>): T | null {
  const [last, setLast] = useState<T | null>(null);
  if (answer.state === 'hasData' && answer.data !== last) setLast(answer.data);
  return answer.state === 'hasData' ? answer.data : last;
}

/**
 * The data of `answer` as a promise, read when called: at once when it has settled, else once it does (its error
 * rejects). What a page's exports write from, so that an export asked for while the answer loads waits for it instead
 * of asking the engine again.
 */
export function useHeldAnswer<T>(answer: EngineAnswer<T>): () => Promise<T> {
  const latest = useRef(answer);
  const waiting = useRef<{ resolve: (data: T) => void; reject: (error: unknown) => void }[]>([]);
  useEffect(() => {
    latest.current = answer;
    if (answer.state !== 'hasData' && answer.state !== 'hasError') return;
    for (const waiter of waiting.current.splice(0))
      if (answer.state === 'hasData') waiter.resolve(answer.data);
      else waiter.reject(answer.error);
  }, [answer]);
  return useCallback(() => {
    const now = latest.current;
    if (now.state === 'hasData') return Promise.resolve(now.data);
    if (now.state === 'hasError') return Promise.reject(now.error);
    return new Promise<T>((resolve, reject) => waiting.current.push({ resolve, reject }));
  }, []);
}
