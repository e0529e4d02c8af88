import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LoginForm } from './LoginForm';
import { SessionProvider } from './SessionProvider';

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginForm /> },
      { path: '/auth/2fa/verify', element: <p>2FA page</p> },
      { path: '/account/activate', element: <p>Activation page</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return router;
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Answers each REST path with the given status and body (the CSRF cookie call always 204). */
function serve(routes: Record<string, [number, unknown]>) {
  vi.stubGlobal('fetch', async (url: string) => {
    if (url === '/csrf-cookie') return new Response(null, { status: 204 });
    const [status, body] = routes[url] ?? [404, { message: 'Not found' }];
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginForm', () => {
  it("shows the spec's messages for an empty form", async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it("shows the server's message when the credentials are refused", async () => {
    serve({ '/login': [422, { message: 'These credentials do not match our records.' }] });
    renderLogin();
    type(/^Email/, 'someone@clinic.test');
    type(/^Password/, 'a-long-password');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('These credentials do not match our records.')).toBeTruthy();
  });

  it('goes to the 2FA page when the session waits for its code', async () => {
    serve({
      '/login': [200, { message: 'Code sent', two_factor: true }],
    });
    const router = renderLogin();
    type(/^Email/, 'someone@clinic.test');
    type(/^Password/, 'a-long-password');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('2FA page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/2fa/verify');
  });

  it('sends a not-yet-activated account to the activation page', async () => {
    serve({ '/login': [409, { message: 'Your account is not activated yet.' }] });
    const router = renderLogin();
    type(/^Email/, 'New@Clinic.test');
    type(/^Password/, 'a-long-password');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Activation page')).toBeTruthy();
    expect(router.state.location.search).toBe('?email=new%40clinic.test');
  });
});
