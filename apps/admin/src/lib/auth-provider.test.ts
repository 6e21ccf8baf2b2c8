import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Answer = { status: number; body?: unknown } | 'network';

/** A fresh auth provider (its module keeps the answer per page load) over a scripted fetch. */
async function setUp(answers: Answer[]) {
  vi.resetModules();
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      const answer = url === '/api/admin/me' ? (answers.shift() ?? { status: 401 }) : { status: 204 };
      if (answer === 'network') throw new TypeError('Failed to fetch');
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
      });
    }),
  );
  const { authProvider } = await import('./auth-provider');
  // Only the CSRF cookie is read; stubbed after the import, which looks for a real document.
  vi.stubGlobal('document', { cookie: '' });
  const meCalls = () => calls.filter((c) => c === '/api/admin/me').length;
  return { authProvider, meCalls };
}

const staff = { id: 1, mail: 'a@b.c', firstName: 'Олена', lastName: 'Коваль', role: 'manager' };

describe('authProvider', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('asks /api/admin/me once for a signed-out visitor, whatever react-admin asks after', async () => {
    const { authProvider, meCalls } = await setUp([{ status: 401, body: { message: 'unauthorized' } }]);
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ status: 401 });
    await expect(authProvider.getPermissions?.({})).rejects.toMatchObject({ status: 401 });
    // react-admin answers a 401 by checkError, then logout, then the sign-in page checks again.
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    await authProvider.logout({});
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ status: 401 });
    expect(meCalls()).toBe(1);
  });

  it('asks again after a network failure', async () => {
    const { authProvider, meCalls } = await setUp(['network', { status: 200, body: staff }]);
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ status: 0 });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(await authProvider.getPermissions?.({})).toBe('manager');
    expect(meCalls()).toBe(2);
  });

  it('asks again once the session ends mid-work, and after a sign-in', async () => {
    const { authProvider, meCalls } = await setUp([
      { status: 200, body: staff },
      { status: 401 },
      { status: 200, body: staff },
    ]);
    await authProvider.checkAuth({});
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ status: 401 });
    await authProvider.login({ username: 'a@b.c', password: 'x' });
    expect(await authProvider.getPermissions?.({})).toBe('manager');
    expect(meCalls()).toBe(3);
  });
});
