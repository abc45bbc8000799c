/** The API client over a stubbed `fetch`: URLs, tokens, 203/204/304 and errors. */
import routeTable from 'virtual:api-routes';

import { routes } from '#shared/routes';

import { tokenStorageKey } from '../session/token-store';
import { onActed } from './acted';
import { ApiError, callApi, type DataOf, setUnauthorizedHandler } from './client';

vi.mock('../config', () => ({ loadConfig: () => Promise.resolve({ apiBase: '/api', demo: false }) }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** An answer as `fetch` gives it; each call gets its own, since a body is read once. */
const answer = (status: number, body = '', headers: Record<string, string> = {}) =>
  new Response(status === 204 || status === 304 ? null : body, { status, headers });

/** What `fetch` was asked: the URL (path and query) and the init. */
const sent = (index = 0) => {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  return { url: String(url), ...init };
};

describe('callApi', () => {
  it('posts the JSON body to the route path with its parameters filled in, with the stored token', async () => {
    // Prepare
    fetchMock.mockResolvedValue(answer(200, '{"message":"done"}'));
    localStorage.setItem(tokenStorageKey, 'token-1');
    const params = {
      role: 'student',
      userid: '7d1c0c1e-3c59-4a5f-9a52-0c2f0a9b1f11',
      token: 'a'.repeat(43),
    } as const;

    // Act
    const result = await callApi('authResetPassword', { params, body: { password: 'secret1' } });

    // Assess
    expect(result).toEqual({ status: 200, data: { message: 'done' } });
    expect(sent()).toEqual({
      url: `${location.origin}/api/auth/reset-password/student/${params.userid}/${params.token}`,
      method: 'POST',
      headers: { authorization: 'Bearer token-1', 'content-type': 'application/json' },
      body: '{"password":"secret1"}',
    });
  });

  it('sends no body to a POST route that takes none (the OpenAPI document declares none)', async () => {
    // Prepare
    fetchMock.mockResolvedValue(answer(200, '{"message":"ok"}'));
    const params = { userid: '7d1c0c1e-3c59-4a5f-9a52-0c2f0a9b1f11', token: 'a'.repeat(43) };

    // Act
    await callApi('authConfirmEmail', { params });

    // Assess
    expect(sent()).toEqual({
      url: `${location.origin}/api/auth/confirm-email/${params.userid}/${params.token}`,
      method: 'POST',
      headers: {},
    });
  });

  it('sends query values as strings, leaves out empty ones, and adds the caller’s headers', async () => {
    // Prepare
    fetchMock.mockResolvedValue(answer(200, '{"items":[]}'));

    // Act
    await callApi('listRequests', {
      query: { status: 'Pending', cursor: undefined, limit: 10 },
      headers: { 'if-none-match': '"1.0"' },
    });

    // Assess
    expect(sent()).toEqual({
      url: `${location.origin}/api/requests?status=Pending&limit=10`,
      method: 'GET',
      headers: { 'if-none-match': '"1.0"' },
    });
  });

  it('answers 204 and 304 with no data, and 203 with its message', async () => {
    // Prepare
    fetchMock
      .mockResolvedValueOnce(answer(204))
      .mockResolvedValueOnce(answer(203, '{"message":"The login detail is incorrect"}'))
      .mockResolvedValueOnce(answer(304));
    const body = { email: 'a@b.co', password: 'secret', role: 'student' } as const;

    // Act
    const first = await callApi('authLogin', { body });
    const second = await callApi('authLogin', { body });
    const unchanged = await callApi('live', { headers: { 'if-none-match': '"4.0"' } });

    // Assess
    expect(first).toEqual({ status: 204, data: undefined });
    expect(second).toEqual({ status: 203, data: { message: 'The login detail is incorrect' } });
    expect(unchanged).toEqual({ status: 304, data: undefined });
  });

  it('types each status of an auth answer apart, so a check of the status narrows the data', () => {
    type Login = Awaited<ReturnType<typeof callApi<'authLogin'>>>;
    expectTypeOf<Extract<Login, { status: 200 }>['data']>().toEqualTypeOf<{ authToken: string }>();
    expectTypeOf<Extract<Login, { status: 203 }>['data']>().toEqualTypeOf<{ message: string }>();
    expectTypeOf<Extract<Login, { status: 204 }>['data']>().toEqualTypeOf<undefined>();
    expectTypeOf<Login['status']>().toEqualTypeOf<200 | 203 | 204>();
    expectTypeOf<DataOf<'authForgotPassword'>>().toEqualTypeOf<{ message: string }>();
    expectTypeOf<DataOf<'createUser'>['invitationSent']>().toEqualTypeOf<boolean>();
  });

  it('throws ApiError with the status, message, code and field errors of a failure', async () => {
    // Prepare
    const errors = [{ path: 'room', message: 'Required field' }];
    fetchMock.mockResolvedValue(
      answer(400, JSON.stringify({ code: 'input.invalid', message: 'Validation failed', errors })),
    );

    // Act
    const error = await callApi('createRequest', {
      body: { room: '', floor: '1', date: '2030-01-01', time: '10:00' },
    }).catch((caught: unknown) => caught);

    // Assess
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Validation failed', code: 'input.invalid', errors });
  });

  it('keeps a code this build does not know out of the error, which is then shown by its status', async () => {
    // Prepare
    fetchMock.mockResolvedValue(answer(409, JSON.stringify({ code: 'door.someday', message: 'Newer' })));

    // Act
    const error = await callApi('listRooms', {}).catch((caught: unknown) => caught);

    // Assess
    expect(error).toMatchObject({ status: 409, message: 'Newer', code: undefined });
  });

  it('reports a network failure as status 0', async () => {
    // Prepare
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    // Act
    const error = await callApi('hostels').catch((caught: unknown) => caught);

    // Assess
    expect(error).toMatchObject({ status: 0, message: 'Failed to fetch' });
  });

  it('ends the session on 401 from a signed-in route, not from a public one', async () => {
    // Prepare
    localStorage.setItem(tokenStorageKey, 'old-token');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockImplementation(() => Promise.resolve(answer(401, '{"message":"Sign in again"}')));

    // Act
    await callApi('authGetUser').catch(() => undefined);
    await callApi('hostels').catch(() => undefined);

    // Assess
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    setUnauthorizedHandler(undefined);
  });
});

describe('a busy server', () => {
  const busy = () =>
    Promise.resolve(
      answer(503, JSON.stringify({ code: 'server.busy', message: 'busy' }), { 'retry-after': '0' }),
    );

  it('is asked again after its Retry-After for a sign-in, up to twice', async () => {
    // Prepare
    fetchMock
      .mockImplementationOnce(busy)
      .mockImplementationOnce(busy)
      .mockResolvedValueOnce(answer(200, '{"authToken":"t"}'));
    const body = { email: 'a@b.co', password: 'secret', role: 'student' } as const;

    // Act
    const result = await callApi('authLogin', { body });

    // Assess
    expect(result).toEqual({ status: 200, data: { authToken: 't' } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('is not asked a third time, and a signed-in change is never sent twice', async () => {
    // Prepare
    fetchMock.mockImplementation(busy);
    const body = { email: 'a@b.co', password: 'secret', role: 'student' } as const;

    // Act
    const login = await callApi('authLogin', { body }).catch((error: unknown) => error);
    const loginCalls = fetchMock.mock.calls.length;
    const change = await callApi('deleteRequest', { body: { id: 'x' } }).catch((error: unknown) => error);

    // Assess
    expect(login).toMatchObject({ status: 503, code: 'server.busy', retryAfterSeconds: 0 });
    expect(loginCalls).toBe(3);
    expect(change).toMatchObject({ status: 503, code: 'server.busy' });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});

describe('the changes it reports', () => {
  it('reports a signed-in change the API accepted, not a read, a refusal or a public call', async () => {
    // Prepare: the one-time push offer listens for a first action (issue 33).
    const acted = vi.fn();
    const stop = onActed(acted);
    localStorage.setItem(tokenStorageKey, 'token-1');
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        String(url).endsWith('/startRequest')
          ? answer(409, '{"message":"Not yours","code":"workflow.notPending"}')
          : answer(String(url).endsWith('/createRequest') ? 201 : 200, '{}'),
      ),
    );

    // Act
    await callApi('studentDashboard', { query: {} });
    await callApi('startRequest', { body: { id: 'r-1' } }).catch(() => undefined);
    await callApi('authForgotPassword', { body: { email: 'a@b.co', role: 'student' } });
    await callApi('createRequest', { body: { room: '101', floor: '1', date: '2030-01-02', time: '09:00' } });
    stop();

    // Assess
    expect(acted.mock.calls).toEqual([['createRequest']]);
  });
});

describe('virtual:api-routes', () => {
  it('holds every shared route with its method, path, whether it is public and takes no body', () => {
    // Act
    const expected = Object.fromEntries(
      Object.entries(routes).map(([id, route]) => [
        id,
        {
          method: route.method,
          path: route.path,
          public: route.roles === 'public',
          ...(route.method === 'POST' && !('body' in route) ? { bodiless: true } : {}),
        },
      ]),
    );

    // Assess
    expect(routeTable).toEqual(expected);
  });
});
