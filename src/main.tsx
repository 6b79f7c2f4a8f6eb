// The app's entry, in stages that each run as their own task (issue 17: a phone's main thread is
// never held for long at start-up): React DOM is evaluated first, then the app's modules, then
// the root is created and the prerendered page hydrated. Between stages the browser can paint and
// answer input (early clicks are held and replayed after hydration, src/app/early-input.ts).
import { installRouteRules } from './app/rules/install';
import { nextTask as yieldToBrowser } from './flows/idle';

async function start(): Promise<void> {
  // At once, before any stage: the page's own requests are held to the rules from the start.
  installRouteRules();
  const reactDom = await import('react-dom/client');
  await yieldToBrowser();
  const { boot } = await import('./app/boot');
  await yieldToBrowser();
  await boot(reactDom, yieldToBrowser);
}

void start();
