// Hand-made catalogs shared by the engine's module tests.
import { buildCatalog } from '@engine/catalog';
import { role } from '../helpers';

/** Five roles: Beta and Delta identical and both strictly inside Alpha, Gamma sharing one action with Alpha, Empty with none. */
export const tiny = buildCatalog([
  role('Alpha', ['ns/a/read', 'ns/b/read', 'ns/c/read']),
  role('Beta', ['ns/a/read', 'ns/b/read']),
  role('Gamma', ['ns/c/read', 'ns/d/read']),
  role('Delta', ['ns/a/read', 'ns/b/read']),
  role('Empty', []),
]);
