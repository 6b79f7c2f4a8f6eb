// After every spec: no page of the run may have violated the Content-Security-Policy. Browsers
// post violations to /csp-report; the sandbox servers list them at /dev/csp-reports.json.
import { tenantPorts } from '../../playwright.config';

export default async function assertNoCspViolations(): Promise<void> {
  const found: string[] = [];
  for (const [tenant, port] of Object.entries(tenantPorts)) {
    const res = await fetch(`http://127.0.0.1:${port}/dev/csp-reports.json`);
    if (!res.ok) throw new Error(`[csp] ${tenant}: /dev/csp-reports.json answered ${res.status}`);
    const reports = (await res.json()) as { documentUri: string; directive: string; blockedUri: string }[];
    for (const r of reports) found.push(`${tenant} ${r.documentUri}: ${r.directive} blocked ${r.blockedUri}`);
  }
  if (found.length > 0) throw new Error(`[csp] ${found.length} Content-Security-Policy violation(s) during the e2e run:\n${found.join('\n')}`);
  console.log('[csp] no Content-Security-Policy violation during the e2e run');
}
