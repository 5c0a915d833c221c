// Test double of PostgREST at supabase-js's network edge: answers its GET requests with SQL run in a real API-role session.
// Covers what RolePrism sends: select with embeds and computed fields, eq / in filters, order, offset / limit, count=exact.
import type pg from 'pg';

export interface RecordedRequest {
  url: URL;
  method: string;
  headers: Headers;
}

interface SelectNode {
  name: string;
  children?: SelectNode[];
}

/** Parses PostgREST's select syntax (names and nested embeds; no aliases or hints). */
export function parseSelect(select: string): SelectNode[] {
  let i = 0;
  const list = (): SelectNode[] => {
    const nodes: SelectNode[] = [];
    for (;;) {
      const match = /^[a-z_][a-z0-9_]*/.exec(select.slice(i));
      if (!match) throw new Error(`unsupported select at "${select.slice(i)}"`);
      i += match[0].length;
      const node: SelectNode = { name: match[0] };
      if (select[i] === '(') {
        i++;
        node.children = list();
        if (select[i++] !== ')') throw new Error('unbalanced select');
      }
      nodes.push(node);
      if (select[i] !== ',') return nodes;
      i++;
    }
  };
  const nodes = list();
  if (i !== select.length) throw new Error(`unsupported select at "${select.slice(i)}"`);
  return nodes;
}

function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad identifier ${name}`);
  return `"${name}"`;
}

interface ForeignKey {
  fromRel: string;
  fromCol: string;
  toRel: string;
  toCol: string;
}

/** What the catalogs say about the schema, read once per session (PostgREST's schema cache). */
class SchemaCache {
  private columns = new Map<string, Set<string>>();
  private keys: ForeignKey[] | null = null;
  constructor(private readonly db: pg.Client) {}

  async columnsOf(rel: string): Promise<Set<string>> {
    let cols = this.columns.get(rel);
    if (!cols) {
      const { rows } = await this.db.query(
        `select attname from pg_attribute where attrelid = ('public.' || $1)::regclass and attnum > 0 and not attisdropped`,
        [rel],
      );
      cols = new Set(rows.map((r) => r.attname as string));
      this.columns.set(rel, cols);
    }
    return cols;
  }

  async foreignKeys(): Promise<ForeignKey[]> {
    this.keys ??= (
      await this.db.query(`
        select cr.relname as "fromRel", a.attname as "fromCol", tr.relname as "toRel", af.attname as "toCol"
        from pg_constraint c
        join pg_class cr on cr.oid = c.conrelid
        join pg_class tr on tr.oid = c.confrelid
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        join pg_attribute af on af.attrelid = c.confrelid and af.attnum = c.confkey[1]
        where c.contype = 'f' and cardinality(c.conkey) = 1`)
    ).rows as ForeignKey[];
    return this.keys;
  }

  async isComputedField(rel: string, name: string): Promise<boolean> {
    const { rows } = await this.db.query(
      `select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.proname = $1 and p.pronargs = 1 and p.proargtypes[0] = ('public.' || $2)::regtype`,
      [name, rel],
    );
    return rows.length > 0;
  }
}

/** json_build_object(...) for `nodes` of relation `rel` aliased `alias`; embeds become correlated subqueries. */
async function objectSql(
  schema: SchemaCache,
  rel: string,
  alias: string,
  nodes: SelectNode[],
  depth: number,
): Promise<string> {
  const columns = await schema.columnsOf(rel);
  const parts: string[] = [];
  for (const node of nodes) {
    let expr: string;
    if (node.children) {
      const child = node.name;
      const childAlias = `t${depth + 1}`;
      const inner = await objectSql(schema, child, childAlias, node.children, depth + 1);
      const keys = await schema.foreignKeys();
      const toMany = keys.find((k) => k.fromRel === child && k.toRel === rel);
      const toOne = keys.find((k) => k.fromRel === rel && k.toRel === child);
      if (toMany) {
        expr = `(select coalesce(json_agg(${inner}), '[]'::json) from public.${ident(child)} ${childAlias} where ${childAlias}.${ident(toMany.fromCol)} = ${alias}.${ident(toMany.toCol)})`;
      } else if (toOne) {
        expr = `(select ${inner} from public.${ident(child)} ${childAlias} where ${childAlias}.${ident(toOne.toCol)} = ${alias}.${ident(toOne.fromCol)})`;
      } else {
        throw Object.assign(new Error(`Could not find a relationship between '${rel}' and '${child}'`), {
          code: 'PGRST200',
        });
      }
    } else if (columns.has(node.name)) {
      expr = `${alias}.${ident(node.name)}`;
    } else if (await schema.isComputedField(rel, node.name)) {
      expr = `public.${ident(node.name)}(${alias})`;
    } else {
      throw Object.assign(new Error(`column ${rel}.${node.name} does not exist`), { code: '42703' });
    }
    parts.push(`'${node.name}', ${expr}`);
  }
  return `json_build_object(${parts.join(', ')})`;
}

/** "in.(a,b)" -> ['a', 'b'] (double-quoted items may hold commas). */
function inList(value: string): string[] {
  const body = /^\((.*)\)$/.exec(value)?.[1];
  if (body === undefined) throw new Error(`bad in filter ${value}`);
  return (body.match(/"(?:[^"\\]|\\.)*"|[^,]+/g) ?? []).map((item) => (item.startsWith('"') ? JSON.parse(item) : item));
}

interface Query {
  rel: string;
  select: SelectNode[];
  where: string[];
  params: unknown[];
  order: string[];
  offset: number;
  limit: number | null;
}

function parseQuery(url: URL): Query {
  const rel = /^\/rest\/v1\/([a-z_][a-z0-9_]*)$/.exec(url.pathname)?.[1];
  if (!rel) throw new Error(`not a PostgREST table path: ${url.pathname}`);
  const query: Query = {
    rel,
    select: parseSelect(url.searchParams.get('select') ?? ''),
    where: [],
    params: [],
    order: [],
    offset: 0,
    limit: null,
  };
  for (const [key, value] of url.searchParams) {
    if (key === 'select') continue;
    if (key === 'offset') query.offset = Number(value);
    else if (key === 'limit') query.limit = Number(value);
    else if (key === 'order') {
      for (const term of value.split(',')) {
        const [col, dir = 'asc'] = term.split('.');
        if (dir !== 'asc' && dir !== 'desc') throw new Error(`bad order ${term}`);
        query.order.push(`t0.${ident(col)} ${dir}`);
      }
    } else if (value.startsWith('eq.')) {
      query.params.push(value.slice(3));
      query.where.push(`t0.${ident(key)} = $${query.params.length}`);
    } else if (value.startsWith('in.')) {
      query.params.push(inList(value.slice(3)));
      query.where.push(`t0.${ident(key)} = any($${query.params.length})`);
    } else {
      throw new Error(`unsupported parameter ${key}=${value}`);
    }
  }
  return query;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/**
 * A fetch for supabase-js that records every request and answers GETs under /rest/v1/ from `session`
 * (a connection that has SET ROLE anon, so row-level security applies). `maxRows` mimics Supabase's row cap.
 */
export function postgrestEdge(session: pg.Client, { maxRows = 1000 } = {}) {
  const requests: RecordedRequest[] = [];
  const schema = new SchemaCache(session);
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://app.invalid');
    const method = init?.method ?? 'GET';
    requests.push({ url, method, headers: new Headers(init?.headers) });
    if (!url.pathname.startsWith('/rest/v1/'))
      return json(404, { message: 'this test edge answers the REST API only' });
    if (method !== 'GET') return json(405, { message: 'this test edge answers reads only' });
    try {
      const q = parseQuery(url);
      const where = q.where.length ? `where ${q.where.join(' and ')}` : '';
      const limit = Math.min(q.limit ?? maxRows, maxRows);
      const rowSql = `select ${await objectSql(schema, q.rel, 't0', q.select, 0)} as row from public.${ident(q.rel)} t0 ${where}
        ${q.order.length ? `order by ${q.order.join(', ')}` : ''} limit ${limit} offset ${q.offset}`;
      const rows = (await session.query(rowSql, q.params)).rows.map((r) => r.row);
      const headers: Record<string, string> = {};
      if (/count=exact/.test(new Headers(init?.headers).get('prefer') ?? '')) {
        const total = Number(
          (await session.query(`select count(*) from public.${ident(q.rel)} t0 ${where}`, q.params)).rows[0].count,
        );
        headers['content-range'] = rows.length ? `${q.offset}-${q.offset + rows.length - 1}/${total}` : `*/${total}`;
      }
      return json(200, rows, headers);
    } catch (error) {
      const e = error as { message?: string; code?: string };
      return json(400, { code: e.code ?? 'PGRST100', message: e.message ?? String(error), details: null, hint: null });
    }
  };
  return { fetch: fetchImpl as typeof fetch, requests };
}
