import { globalCss } from '../theme/stitches.config';
import type { RuntimeConfig } from './runtime-config';
import { HomePage } from '../views/home/HomePage';

const globalStyles = globalCss({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  body: { margin: 0, fontFamily: '$body', color: '$text', backgroundColor: '$surface', lineHeight: '$body' },
  'a:focus-visible, button:focus-visible, input:focus-visible': { outline: '3px solid $focus', outlineOffset: '2px' },
});

export function App({ config }: { config: RuntimeConfig }) {
  globalStyles();
  return <HomePage tenant={config.tenant} />;
}
