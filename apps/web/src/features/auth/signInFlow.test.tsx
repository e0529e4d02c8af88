import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { fakeApollo, fakeFetch, renderRoutes, USER, type FetchCall } from '../../test';
import { LoginForm } from './LoginForm';
import { landingPath } from './signInRules';
import { TwoFactorForm } from './TwoFactorForm';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PENDING = { code: 'TWO_FACTOR_UNVERIFIED', message: 'Two factor verification is required.' };

/**
 * The server as a browser meets it during a sign-in: the session waits for its code until the
 * code is verified, and the member calls answer 403 until then (as docs/api.md says). `refused`
 * lists the calls answered with an error status: the browser's console shows each in red.
 */
function signInServer(): { calls: FetchCall[]; refused: string[] } {
  let verified = false;
  const refused: string[] = [];
  const pending = (url: string) => {
    refused.push(url);
    return { status: 403, body: PENDING };
  };
  const calls = fakeFetch(({ url }) => {
    switch (url) {
      case '/login':
        return { status: 200, body: { message: 'Code sent', two_factor: true } };
      case '/auth/2fa/verify':
        verified = true;
        return { status: 200, body: { message: 'Two factor code verified.' } };
      case '/api/auth/check':
        return verified ? { status: 200, body: { authenticated: true } } : pending(url);
      case '/api/u':
        return verified ? { status: 200, body: USER } : pending(url);
      default:
        return { status: 404, body: { message: 'Not found' } };
    }
  });
  return { calls, refused };
}

function renderSignIn(path: string) {
  return renderRoutes(
    [
      { path: '/login', element: <LoginForm /> },
      { path: '/auth/2fa/verify', element: <TwoFactorForm /> },
      { path: landingPath(USER), element: <h1>Landing page</h1> },
    ],
    { client: fakeApollo(() => ({ data: null })).client, path },
  );
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('signing in with the e-mailed code', () => {
  it('asks nothing the server would refuse between the password and the code', async () => {
    const { calls, refused } = signInServer();
    const router = renderSignIn('/login');
    type(/^Email/, USER.email);
    type(/^Password/, 'a-long-password');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByLabelText(/Two factor code/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/2fa/verify');
    expect(calls.map((c) => c.url)).toEqual(['/login']);

    type(/Two factor code/, '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeTruthy();
    // The user is asked for once the code is verified, and answered.
    expect(calls.map((c) => c.url)).toEqual(['/login', '/auth/2fa/verify', '/api/u']);
    expect(refused).toEqual([]);
  });

  it('still checks the session when the code page is opened afresh (a reload)', async () => {
    const { calls, refused } = signInServer();
    renderSignIn('/auth/2fa/verify');
    expect(await screen.findByLabelText(/Two factor code/)).toBeTruthy();
    // The contract's answer for a pending session: the page stays for the code.
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/check']);
    expect(refused).toEqual(['/api/auth/check']);
  });
});
