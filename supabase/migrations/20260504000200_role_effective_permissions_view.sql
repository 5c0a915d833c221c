-- role_effective_permissions_v: each role's own actions plus, transitively, those of the roles it inherits from.

create or replace view public.role_effective_permissions_v
with (security_invoker = true)
as
with recursive reachable (role_id, source_role_id) as (
  select r.id, r.id
  from public.roles r
  union -- not union all: a cycle in role_inheritance ends instead of looping
  select reachable.role_id, ri.parent_role_id
  from reachable
  join public.role_inheritance ri on ri.role_id = reachable.source_role_id
)
select distinct reachable.role_id, rp.action
from reachable
join public.role_permissions rp on rp.role_id = reachable.source_role_id;

comment on view public.role_effective_permissions_v is 'A role''s own actions plus those it inherits, transitively (one row per role and action; conditions are not distinguished).';
