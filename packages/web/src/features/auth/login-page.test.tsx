import type { LoginResponse } from '@land-office/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { session } from '../../lib/session';
import { testAdmin } from '../../test/admins';
import { englishLeft } from '../../test/english-left';
import { fail, held, offline, on, requests, serve } from '../../test/msw';
import LoginPage from './login-page';

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/admin/login', element: <LoginPage /> },
      { path: '/admin/dashboard', element: <p>dashboard here</p> },
    ],
    { initialEntries: ['/admin/login'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => session.clear());

describe('login page', () => {
  it('requires both fields before calling the server', async () => {
    renderLogin();
    expect(document.title).toBe('Sign in · Land Office');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(requests()).toEqual([]);
  });

  it("shows the server's error text under the form", async () => {
    serve(on.post('/admin/auth/login', () => fail(401, 'Invalid username or password')));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Username'), 'ana');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
  });

  it('shows Login failed when the server is unreachable', async () => {
    serve(on.post('/admin/auth/login', offline));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Username'), 'ana');
    await userEvent.type(screen.getByLabelText('Password'), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('stores the session and goes to the dashboard on success', async () => {
    const login = held<LoginResponse>();
    serve(on.post<LoginResponse>('/admin/auth/login', login.answer));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Username'), 'ana');
    await userEvent.type(screen.getByLabelText('Password'), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    login.release({ token: 't0k', admin: testAdmin({ email: null }) });
    expect(await screen.findByText('dashboard here')).toBeInTheDocument();
    expect(localStorage.getItem('admin_token')).toBe('t0k');
  });

  it('speaks Portuguese in pt-BR, its own checks too', async () => {
    setLanguage('pt-BR');
    serve(on.post('/admin/auth/login', offline));
    renderLogin();
    expect(document.title).toBe('Entrar · Land Office');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe o usuário')).toBeInTheDocument();
    expect(screen.getByText('Informe a senha')).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
    await userEvent.type(screen.getByLabelText(/^Usuário/), 'ana');
    await userEvent.type(screen.getByLabelText(/^Senha/), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Falha ao entrar');
    expect(englishLeft(document.body)).toEqual([]);
  });
});
