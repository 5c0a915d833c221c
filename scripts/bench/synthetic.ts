// Synthetic role catalogs for benchmarks: seeded, shaped like the real one (services, shared readers, a few big roles).
import type { EngineRole } from '../../workers/engine/catalog';

/** Mulberry32: a small seeded PRNG so every run benchmarks the same catalog. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VERBS = ['read', 'update', 'create', 'delete', 'allTasks'];
const PROPERTY_SETS = ['standard', 'basic', 'allProperties'];

/**
 * `roleCount` roles over `actionCount` actions in services of ~20 actions. Each role takes a shared reader
 * base (like Directory Readers), one to three services, and a few stray actions; about 2% are admin-sized.
 */
export function syntheticCatalog(roleCount: number, actionCount: number, seed = 42): EngineRole[] {
  const random = seededRandom(seed);
  const pick = (n: number) => Math.floor(random() * n);
  const actions = Array.from({ length: actionCount }, (_, i) => {
    const service = Math.floor(i / 20);
    return `microsoft.synthetic${service}/entity${i % 7}/${PROPERTY_SETS[i % 3]}/${VERBS[i % 5]}${i}`;
  });
  const services = Math.ceil(actionCount / 20);
  const readerBase = actions.filter((_, i) => i % 97 === 0).slice(0, 40);
  return Array.from({ length: roleCount }, (_, r) => {
    const granted = new Set<string>(random() < 0.85 ? readerBase.slice(0, 10 + pick(30)) : []);
    const big = random() < 0.02;
    const serviceCount = big ? 10 + pick(20) : 1 + pick(3);
    for (let s = 0; s < serviceCount; s++) {
      const service = pick(services);
      const take = big ? 20 : 3 + pick(12);
      for (let k = 0; k < take; k++) {
        const a = actions[service * 20 + pick(20)];
        if (a) granted.add(a);
      }
    }
    for (let k = pick(4); k > 0; k--) granted.add(actions[pick(actionCount)]);
    return {
      templateId: `synthetic-${r}`,
      name: `Synthetic Role ${String(r).padStart(5, '0')}`,
      inheritsFrom: [],
      grants: [...granted].map((action) => ({ action })),
    };
  });
}
