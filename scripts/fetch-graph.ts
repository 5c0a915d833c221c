// Fetches the built-in directory role definitions from Microsoft Graph into one export file (npm run data:fetch).
// Usage: npm run data:fetch -- --out FILE [--api beta|v1.0]   (credentials and hosts from the environment; see --help)
import { resolve } from 'node:path';
import { fetchRoleDefinitions, GRAPH_APIS, writeFileAtomically, type GraphApiVersion } from './lib/graph-fetch';
import { GraphFetchError, settingsFromEnv } from './lib/graph-settings';

const USAGE = `Usage: npm run data:fetch -- --out FILE [--api beta|v1.0]

Fetches GET {GRAPH_BASE_URL}/{api}/roleManagement/directory/roleDefinitions (every page) and writes it to FILE
as Graph answers it ({ "value": [...] }). FILE is replaced only when the whole export arrived and passed
its checks; on any failure it keeps what it held. Then: npm run data -- --graph FILE --date YYYY-MM-DD

  --api beta   the default: every field, Microsoft's isPrivileged flag included
  --api v1.0   the stable API: no isPrivileged, richDescription, categories or assignmentMode; the data build
               keeps the newest beta export's privileged flags and takes the docs label for a role added after it

Credentials (one of):
  GRAPH_TOKEN                  a Microsoft Graph access token, e.g. from
                               az account get-access-token --resource-type ms-graph --query accessToken -o tsv
  AZURE_TENANT_ID, AZURE_CLIENT_ID, AZURE_CLIENT_SECRET
                               an app registration with the application permission RoleManagement.Read.Directory
                               (admin consent granted); the token comes by the client credentials grant
Optional:
  GRAPH_BASE_URL               default https://graph.microsoft.com
  AUTHORITY_HOST               default https://login.microsoftonline.com
  GRAPH_SCOPE                  default https://graph.microsoft.com/.default
  GRAPH_TIMEOUT_SECONDS        per request, default 60
  GRAPH_MAX_RETRY_WAIT_SECONDS the longest wait before retrying a 429 or 503 answer, default 120 (5 retries)

Exit status: 0 written, 1 the fetch or the write failed, 2 wrong usage or settings.`;

class UsageError extends Error {}

function parseArgs(args: string[]): { file: string; api: GraphApiVersion } {
  let out: string | undefined;
  let api: GraphApiVersion = 'beta';
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--out') {
      out = args[++i];
      if (out === undefined || out.startsWith('--')) throw new UsageError('--out needs a file name.');
    } else if (args[i] === '--api') {
      const value = args[++i];
      if (!GRAPH_APIS.includes(value as GraphApiVersion))
        throw new UsageError(`--api takes beta or v1.0${value === undefined ? '' : `, not "${value}"`}.`);
      api = value as GraphApiVersion;
    } else throw new UsageError(`Unknown argument "${args[i]}".`);
  }
  if (out === undefined) throw new UsageError('--out FILE is required.');
  return { file: resolve(out), api };
}

async function main(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  let file: string;
  let api: GraphApiVersion;
  let settings: ReturnType<typeof settingsFromEnv>;
  try {
    ({ file, api } = parseArgs(args));
    settings = settingsFromEnv(process.env);
  } catch (error) {
    if (!(error instanceof UsageError || error instanceof GraphFetchError)) throw error;
    console.error(`data:fetch: ${error.message}${error instanceof UsageError ? `\n\n${USAGE}` : ''}`);
    return 2;
  }
  try {
    const { graph, pages } = await fetchRoleDefinitions(settings, (line) => console.error(line), api);
    writeFileAtomically(file, `${JSON.stringify(graph, null, 2)}\n`);
    const from = api === 'beta' ? '' : ` from Graph ${api}`;
    console.log(
      `Wrote ${graph.value.length} role definitions${from} (${pages} ${pages === 1 ? 'page' : 'pages'}) to ${file}`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof GraphFetchError)) throw error;
    console.error(`data:fetch: ${error.message}`);
    return 1;
  }
}

main(process.argv.slice(2)).then(
  (status) => (process.exitCode = status),
  (error: unknown) => {
    // An unexpected error: its message only (a stack could quote a request), never the environment.
    console.error(`data:fetch: unexpected error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
