// The bench's yardstick (issue 17): a bare React 19 page, built by the same Vite and served by
// the same server as the app, so a slow machine shows as slow for both.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Hello</h1>
  </StrictMode>,
);
