import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { readRuntimeConfig } from './app/runtime-config';
import { tenantThemeClass } from './theme/tenants';

const config = readRuntimeConfig();
const themeClass = tenantThemeClass(config.tenant);
if (themeClass) document.documentElement.classList.add(themeClass);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(
  <StrictMode>
    <App config={config} />
  </StrictMode>,
);
