// The bare React page prerendered (issue 32): the same `<h1>` in the HTML, hydrated instead of
// rendered. The bench loads it both ways a prerendered page can: its module in the head, and after
// the first paint through `/`'s own loader (scripts/module-loader.ts).
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <h1>Hello</h1>
  </StrictMode>,
);
