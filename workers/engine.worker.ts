// The worker adapter only: exposes every public RoleEngine method through Comlink; typed arrays in answers are transferred, not copied.
import { expose, transfer } from 'comlink';
import { RoleEngine } from './engine/engine';
import { transferList } from './transfer-list';

type EngineMethod = {
  [K in keyof RoleEngine]: RoleEngine[K] extends (...args: never[]) => unknown ? K : never;
}[keyof RoleEngine];

/** What the worker answers: RoleEngine's public methods, as they are (Comlink makes each one asynchronous). */
export type EngineApi = Pick<RoleEngine, EngineMethod>;

const engine = new RoleEngine();

/**
 * One entry per method of RoleEngine's prototype (its private getter is skipped: it has no value). Transferring is safe
 * because no method returns a typed array the catalog keeps: analyze() builds all of its arrays per call, and
 * permissionCounts() counts into a fresh one (tests/unit/engine-answers.test.ts holds each method to that).
 */
function exposeAll(): EngineApi {
  const api: Record<string, (...args: unknown[]) => unknown> = {};
  for (const name of Object.getOwnPropertyNames(RoleEngine.prototype)) {
    const method: unknown = Object.getOwnPropertyDescriptor(RoleEngine.prototype, name)?.value;
    if (name === 'constructor' || typeof method !== 'function') continue;
    api[name] = (...args) => {
      const answer: unknown = method.apply(engine, args);
      const buffers = transferList(answer);
      return buffers.length > 0 ? transfer(answer, buffers) : answer;
    };
  }
  return api as unknown as EngineApi;
}

expose(exposeAll());
