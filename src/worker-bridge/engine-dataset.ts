// The engine's dataset, owned by the bridge: fed once when the roles load (again after a reload); engine calls wait for it.
import type { Role } from '../data/role-model';

// No worker code in this module: the roles atom feeds it from the entry's code without pulling Comlink into the first paint.
let dataset: Role[] | null = null;
let announceFirst: () => void = () => {};
const firstFed = new Promise<void>((resolve) => (announceFirst = resolve));

/** Gives the engine the loaded roles (all of them); the worker loads them before it answers the next call. */
export function feedEngine(roles: Role[]): void {
  dataset = roles;
  announceFirst();
}

/** The roles last fed, waiting for the first feed when none came yet. */
export async function engineDataset(): Promise<Role[]> {
  await firstFed;
  return dataset!;
}

/** The roles last fed, or null before the first feed. */
export function currentEngineDataset(): Role[] | null {
  return dataset;
}
