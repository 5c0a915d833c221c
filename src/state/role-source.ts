// Where the app reads the role dataset from: the build's default source, or one a store is given (tests shorten the wait).
import { atom } from 'jotai';
import { defaultRoleSource, type RoleSource } from '../data/load-roles';

const givenSourceAtom = atom<RoleSource | null>(null);

/** The store's role source: the one set here, else the default (read when first asked, so the environment is current). */
export const roleSourceAtom = atom(
  (get) => get(givenSourceAtom) ?? defaultRoleSource(),
  (_get, set, source: RoleSource) => set(givenSourceAtom, source),
);
