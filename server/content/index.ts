// Everything the seed stores for one tenant.
import { brands, type Tenant } from './brand';
import { cityPages } from './cities';
import { documents } from './documents';
import { faq } from './faq';
import { news } from './news';
import { companyPages } from './pages/company';
import { landingPages } from './pages/landings';
import { mainPages } from './pages/main';
import { requisites } from './requisites';
import { servicePages } from './services';
import { siteData } from './site-data';
import type { Page } from './types';

export const tenants: Tenant[] = ['sf', 'mf'];

export function tenantContent(tenant: Tenant) {
  const b = brands[tenant];
  const pages: Page[] = [...mainPages(b), ...companyPages(b), ...landingPages(b), ...servicePages(b), ...cityPages(b)];
  return {
    brand: b,
    ...siteData(tenant),
    requisites: requisites(b).map(([Name, Value]) => ({ Name, Value })),
    faq: faq(b),
    news: news(b),
    documents: documents(b),
    pages,
  };
}
