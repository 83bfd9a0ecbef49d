import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unsavedChangesMessage, useUnsavedChanges } from './use-unsaved-changes';

function Form({ name, dirty }: { name: string; dirty: boolean }) {
  useUnsavedChanges(dirty);
  return <p>{name}</p>;
}

/** Two forms on one screen, as two mounted tabs are: the first dirty or not, the second clean. */
function renderScreen(firstDirty: boolean) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/available-land',
        element: (
          <>
            <Form name="page settings" dirty={firstDirty} />
            <Form name="data sources" dirty={false} />
          </>
        ),
      },
      { path: '/admin/dashboard', element: <p>dashboard</p> },
    ],
    { initialEntries: ['/admin/available-land'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.restoreAllMocks());

describe('leaving with unsaved changes', () => {
  it('asks when any form on the screen is dirty, not only the last one mounted', async () => {
    const router = renderScreen(true);
    await screen.findByText('data sources');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await act(() => router.navigate('/admin/dashboard'));
    expect(confirm).toHaveBeenCalledWith(unsavedChangesMessage);
    expect(router.state.location.pathname).toBe('/admin/available-land');
    confirm.mockReturnValue(true);
    await act(() => router.navigate('/admin/dashboard'));
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('lets the user go without asking when nothing is dirty', async () => {
    const router = renderScreen(false);
    await screen.findByText('data sources');
    const confirm = vi.spyOn(window, 'confirm');
    await act(() => router.navigate('/admin/dashboard'));
    expect(confirm).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });
});

describe("leaving with unsaved changes, inside the admin's layout", () => {
  it("asks in the admin's dialog, stays on Cancel and leaves on Leave without saving", async () => {
    const { LeaveDialog } = await import('../components/leave-dialog');
    const { default: userEvent } = await import('@testing-library/user-event');
    const router = createMemoryRouter(
      [
        {
          path: '/admin/site-settings',
          element: (
            <>
              <LeaveDialog />
              <Form name="site settings" dirty />
            </>
          ),
        },
        { path: '/admin/header', element: <p>header</p> },
      ],
      { initialEntries: ['/admin/site-settings'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('site settings');
    const confirm = vi.spyOn(window, 'confirm');

    await act(() => router.navigate('/admin/header'));
    const dialog = await screen.findByRole('alertdialog', { name: unsavedChangesMessage });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/admin/site-settings');

    await act(() => router.navigate('/admin/header'));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave without saving' }),
    );
    expect(await screen.findByText('header')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });
});
