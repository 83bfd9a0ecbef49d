import { type AvailableLandSettings, availableLandSettingsDefaults } from '@land-office/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { scraperServer } from '../../features/land-scraper/scraper-server';
import { setLanguage } from '../../i18n';
import { englishLeft } from '../../test/english-left';
import { on, serve } from '../../test/msw';
import { screens } from '../routes';

function renderAt(path: string) {
  scraperServer();
  serve(
    on.get<AvailableLandSettings>('/available-land-settings/admin', () => ({
      id: 1,
      ...availableLandSettingsDefaults,
    })),
  );
  const router = createMemoryRouter([{ path: '/admin', children: screens }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('Available Land settings screen', () => {
  it('opens on Page Settings, then Data Sources, with the tabs in one tablist', async () => {
    renderAt('/admin/available-land-settings');
    const tablist = await screen.findByRole('tablist', { name: 'Available Land Settings' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Page Settings', 'Data Sources']);
    expect(tablist).toContainElement(tabs[0] as HTMLElement);
    expect(screen.getByRole('tab', { name: 'Page Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Page Settings' })).toBeVisible();
  });

  it('moves between tabs with the arrow keys, Home and End, one tab in the tab order', async () => {
    const router = renderAt('/admin/available-land-settings');
    const pageTab = await screen.findByRole('tab', { name: 'Page Settings' });
    const sourcesTab = screen.getByRole('tab', { name: 'Data Sources' });
    expect(pageTab).toHaveAttribute('tabindex', '0');
    expect(sourcesTab).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    expect(pageTab).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(sourcesTab).toHaveFocus();
    expect(sourcesTab).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=data-sources');
    expect(await screen.findByRole('radio', { name: /Acatech/ })).toBeChecked();
    await userEvent.keyboard('{Home}');
    expect(pageTab).toHaveFocus();
    // The Data Sources panel stays mounted but hidden.
    expect(screen.getByRole('button', { hidden: true, name: 'Test Scraper Now' })).not.toBeVisible();
    await userEvent.keyboard('{End}');
    expect(sourcesTab).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(pageTab).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps unsaved Data Sources input across a tab switch', async () => {
    renderAt('/admin/available-land-settings?tab=data-sources');
    await userEvent.click(await screen.findByRole('radio', { name: /Cavetech/ }));
    await userEvent.click(screen.getByRole('tab', { name: 'Page Settings' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Data Sources' }));
    expect(screen.getByRole('radio', { name: /Cavetech/ })).toBeChecked();
  });

  it('/admin/land-scrapers opens the Data Sources tab', async () => {
    const router = renderAt('/admin/land-scrapers');
    expect(await screen.findByRole('tab', { name: 'Data Sources' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.pathname).toBe('/admin/available-land-settings');
    expect(await screen.findByRole('button', { name: 'Test Scraper Now' })).toBeInTheDocument();
  });

  it('names the tabs in Portuguese', async () => {
    setLanguage('pt-BR');
    renderAt('/admin/available-land-settings');
    await screen.findByRole('tablist', { name: 'Configurações de Terrenos Disponíveis' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Configurações da Página',
      'Fontes de Dados',
    ]);
    expect(await screen.findByLabelText('Título da Página')).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });
});
