/**
 * Run-time settings from `/config.json`, deployed beside the site, so one build serves every stack:
 * `apiBase` is where the API lives (`/api` on the same origin) and `demo` turns on the demo account hints.
 */
export interface RuntimeConfig {
  apiBase: string;
  demo: boolean;
}

const fallback: RuntimeConfig = { apiBase: '/api', demo: false };

let pending: Promise<RuntimeConfig> | undefined;

/** Fetched once per page load; a missing or malformed file falls back to the same-origin API, no demo. */
export function loadConfig(): Promise<RuntimeConfig> {
  pending ??= fetch('/config.json', { cache: 'no-store' })
    .then((response) =>
      response.ok ? (response.json() as Promise<Partial<RuntimeConfig>>) : ({} as Partial<RuntimeConfig>),
    )
    .then((raw) => ({
      apiBase: typeof raw.apiBase === 'string' && raw.apiBase ? raw.apiBase : fallback.apiBase,
      demo: raw.demo === true,
    }))
    .catch(() => fallback);
  return pending;
}
