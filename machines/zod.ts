// zod for the machines and the SPA (here because machines import nothing from src/): `zod/mini` (design-notes §6: ~6 KB gzip against classic zod's
// ~25 KB), run jitless — zod would otherwise probe `new Function` for its fast path, which the
// page's Content-Security-Policy forbids (a violation report on every page that parses).
import * as z from 'zod/mini';

z.config({ jitless: true });

export { z };
