import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { ConfigProvider } from '../../src/flows/config-context';
import { footerQuery, contactsQuery } from '../../src/flows/data/content-queries';
import { QueryProvider } from '../../src/app/query-client';
import { readRuntimeConfig } from '../../src/flows/runtime-config';
import { Footer } from '../../src/components/footer/Footer';
import type { FooterVariant } from '../../src/components/header/header-mode';

function renderFooter(variant: FooterVariant, tenant: 'sf' | 'mf', seed: (c: QueryClient) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  seed(client);
  return render(
    <ConfigProvider config={readRuntimeConfig({ tenant })}>
      <QueryProvider client={client}>
        <Router ssrPath="/">
          <Footer variant={variant} />
        </Router>
      </QueryProvider>
    </ConfigProvider>,
  );
}

const footer = { FooterMainContent: '<p>Главный текст</p>', FooterAccountContent: '<p>Текст кабинета</p>', LinkList: [{ Name: 'Общие условия', Url: '/docs/1.pdf' }] };

describe('Footer', () => {
  it('general-conditions variant lists the documents in a new tab with the account text', () => {
    renderFooter('conditions', 'sf', (c) => {
      c.setQueryData(footerQuery().queryKey, footer);
      c.setQueryData(contactsQuery().queryKey, { Phone: '8 800 000-12-34', Email: 'a@b.ru' });
    });
    const link = screen.getByRole('link', { name: 'Общие условия' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Текст кабинета')).toBeTruthy();
    expect(screen.queryByText('Главный текст')).toBeNull();
    expect(screen.getByText('звонок бесплатный')).toBeTruthy();
  });

  it('navigation variant: main text, copyright from 2019, apps for sf only', () => {
    const { unmount } = renderFooter('navigation', 'sf', (c) => c.setQueryData(footerQuery().queryKey, footer));
    expect(screen.getByText('Главный текст')).toBeTruthy();
    expect(screen.getByTestId('copyright').textContent).toBe(`© 2019–${new Date().getFullYear()} ООО МКК «Семафор Финанс»`);
    expect(screen.getByTestId('app-buttons')).toBeTruthy();
    unmount();
    renderFooter('navigation', 'mf', (c) => c.setQueryData(footerQuery().queryKey, footer));
    expect(screen.queryByTestId('app-buttons')).toBeNull();
    expect(screen.getByTestId('copyright').textContent).toContain('Малина Финанс');
  });
});
