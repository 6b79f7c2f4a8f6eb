// The inline script that starts the app's modules after the first paint (issue 17 for the
// prerendered pages, issue 32 for the server-rendered cabinet pages): a page whose markup is
// complete without JavaScript paints it first, and only then evaluates the app. Allowed by the
// page's CSP through its hash (server/security-headers.ts), like every inline script.

/** The entry `<script type="module">` Vite writes into index.html. */
const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Preloads inserted per task: each insertion costs a phone several milliseconds (issue 32: eight
 * made 55–90 ms tasks, four still 30–62 ms at 4× CPU on the dashboard).
 */
const PRELOADS_PER_TASK = 2;

/**
 * Preloads `preloads`, then runs `entry`, after the first frame (a second at the latest). The first
 * preloads (the entry's own imports come first) go with the entry; the rest follow in tasks of
 * their own, so a cabinet page's thirty do not make one long task of the start (issue 32).
 */
function moduleLoader(entry: string, preloads: readonly string[]): string {
  // No '<' in the script: readers of the page (and its tests) take it for a tag's start.
  const add =
    `function add(from){p.slice(from,from+${PRELOADS_PER_TASK}).forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});` +
    `if(p.length>from+${PRELOADS_PER_TASK})setTimeout(function(){add(from+${PRELOADS_PER_TASK})},0)}`;
  return (
    `<script>(function(){var done=0,p=${JSON.stringify(preloads)};${add}function go(){if(done)return;done=1;add(0);` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};document.head.appendChild(s)}` +
    `requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})()</script>`
  );
}

/**
 * The page is already complete without JavaScript, so the app's modules start loading after the
 * first paint instead of sharing the first round trips and the main thread with the HTML (on a
 * slow link the markup paints sooner; Lighthouse's simulation otherwise counts every preloaded
 * module against FCP). The page's own module preloads and `extraPreloads` load with the entry.
 */
export function deferModules(html: string, extraPreloads: readonly string[] = []): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('the page has no module entry script');
  const preloads = [...new Set([...[...html.matchAll(MODULE_PRELOAD)].map((m) => m[1] as string), ...extraPreloads])].filter((f) => f !== entry);
  return html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '').replace('</body>', () => `${moduleLoader(entry, preloads)}</body>`);
}
