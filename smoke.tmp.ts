import { readFileSync, readdirSync } from 'node:fs';
import { toRoles } from './src/data/role-model';
import { toEngineRoles } from './src/data/engine-input';
import { RoleEngine } from './workers/engine/engine';
import { reviewJson } from './workers/engine/assignments/review-export';
import { reviewAssignmentList } from './workers/engine/assignments/review';
const roles = toRoles(JSON.parse(readFileSync('public/data/roles_with_permissions.json', 'utf8')));
const e = new RoleEngine(); e.load(toEngineRoles(roles), '2026-05-04');
e.loadHistory(JSON.parse(readFileSync('public/data/history.json','utf8')));
const dir = 'tests/fixtures/assignments/';
for (const f of readdirSync(dir)) {
  const r = e.readAssignments([{ name: f, bytes: readFileSync(dir + f) }]);
  console.log(f, r.files[0].format, r.assignments.length, JSON.stringify(r.problems), JSON.stringify(r.notes));
}
const r = e.reviewAssignments([{ name: 'x', bytes: readFileSync(dir + 'graph-pages-rule-cases.json') }]);
console.log(JSON.stringify(reviewJson(r.review!), null, 1).slice(0, 6000));
console.log(e.readAssignments([{ name: 'p', bytes: readFileSync(dir + 'pim-export.csv') }]).assignments);
