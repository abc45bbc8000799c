/** The API client over a mocked Amplify REST client: paths, tokens, 203/204 and errors. */
import { createAmplifyContext } from '@aws-amplify/core';
import { ApiError as AmplifyApiError, get, post } from 'aws-amplify/api';
import routeTable from 'virtual:api-routes';

import { routes } from '#shared/routes';

import { tokenStorageKey } from '../session/token-store';
import { ApiError, callApi, type DataOf, setUnauthorizedHandler } from './client';

vi.mock('../config', () => ({ loadConfig: () => Promise.resolve({ apiBase: '/api', demo: false }) }));
vi.mock('@aws-amplify/core', () => ({ createAmplifyContext: vi.fn(() => amplifyContext) }));
vi.mock('aws-amplify/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('aws-amplify/api')>();
  return { ApiError: actual.ApiError, get: vi.fn(), post: vi.fn() };
});

const { amplifyContext } = vi.hoisted(() => ({ amplifyContext: { brand: 'context' } }));
const mockedGet = vi.mocked(get);
const mockedPost = vi.mocked(post);

function answer(statusCode: number, body: string) {
  const text = vi.fn(() => Promise.resolve(body));
  const json = vi.fn(() => Promise.resolve(JSON.parse(body) as unknown));
  return {
    response: Promise.resolve({ statusCode, headers: {}, body: { text, json, blob: vi.fn() } }),
    cancel: vi.fn(),
    text,
    json,
  };
}

function failure(statusCode: number, body: string, headers: Record<string, string> = {}) {
  const error = new AmplifyApiError({
    name: 'Error',
    message: 'failed',
    response: { statusCode, headers, body },
  });
  return { response: Promise.reject(error), cancel: vi.fn() };
}

beforeEach(() => {
  mockedGet.mockReset();
  mockedPost.mockReset();
  localStorage.clear();
});

describe('callApi', () => {
  it('posts the body to the route path with its parameters filled in', async () => {
    // Prepare
    const reply = answer(200, '{"message":"done"}');
    mockedPost.mockReturnValue(reply as never);
    const params = {
      role: 'student',
      userid: '7d1c0c1e-3c59-4a5f-9a52-0c2f0a9b1f11',
      token: 'a'.repeat(43),
    } as const;

    // Act
    const result = await callApi('authResetPassword', { params, body: { password: 'secret1' } });

    // Assess
    expect(result).toEqual({ status: 200, data: { message: 'done' } });
    expect(mockedPost).toHaveBeenCalledWith(amplifyContext, {
      apiName: 'hostel',
      path: `/auth/reset-password/student/${params.userid}/${params.token}`,
      options: { queryParams: undefined, body: { password: 'secret1' } },
    });
  });

  it('builds the Amplify context once, without retries, with the stored token as a Bearer header', async () => {
    // Prepare
    mockedGet.mockReturnValue(answer(200, '{"data":[]}') as never);
    localStorage.setItem(tokenStorageKey, 'token-1');

    // Act
    await callApi('hostels');
    await callApi('hostels');
    const [resources, options] = vi.mocked(createAmplifyContext).mock.calls[0] ?? [];
    const rest = (options as { API: { REST: { retryStrategy: unknown; headers: () => Promise<unknown> } } })
      .API.REST;

    // Assess
    expect(createAmplifyContext).toHaveBeenCalledTimes(1);
    expect(resources).toEqual({ API: { REST: { hostel: { endpoint: `${location.origin}/api` } } } });
    expect(rest.retryStrategy).toEqual({ strategy: 'no-retry' });
    expect(await rest.headers()).toEqual({ Authorization: 'Bearer token-1' });
  });

  it('sends query values as strings and leaves out empty ones', async () => {
    // Prepare
    mockedGet.mockReturnValue(answer(200, '{"items":[]}') as never);

    // Act
    await callApi('listRequests', { query: { status: 'Pending', cursor: undefined, limit: 10 } });

    // Assess
    expect(mockedGet).toHaveBeenCalledWith(amplifyContext, {
      apiName: 'hostel',
      path: '/requests',
      options: { queryParams: { status: 'Pending', limit: '10' } },
    });
  });

  it('answers 204 without reading its empty body, and 203 with its message', async () => {
    // Prepare
    const empty = answer(204, '');
    const refused = answer(203, '{"message":"The login detail is incorrect"}');
    mockedPost.mockReturnValueOnce(empty as never).mockReturnValueOnce(refused as never);
    const body = { email: 'a@b.co', password: 'secret', role: 'student' } as const;

    // Act
    const first = await callApi('authLogin', { body });
    const second = await callApi('authLogin', { body });

    // Assess
    expect(first).toEqual({ status: 204, data: undefined });
    expect(empty.text).not.toHaveBeenCalled();
    expect(empty.json).not.toHaveBeenCalled();
    expect(second).toEqual({ status: 203, data: { message: 'The login detail is incorrect' } });
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

  it('throws ApiError with the status, message and field errors of a failure', async () => {
    // Prepare
    const errors = [{ path: 'room', message: 'Required field' }];
    mockedPost.mockReturnValue(
      failure(400, JSON.stringify({ message: 'Validation failed', errors })) as never,
    );

    // Act
    const error = await callApi('createRequest', {
      body: { room: '', floor: '1', date: '2030-01-01', time: '10:00' },
    }).catch((caught: unknown) => caught);

    // Assess
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Validation failed', errors });
  });

  it('reports a network failure as status 0', async () => {
    // Prepare
    mockedGet.mockReturnValue({
      response: Promise.reject(new TypeError('Failed to fetch')),
      cancel: vi.fn(),
    } as never);

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
    mockedGet.mockReturnValue(failure(401, '{"message":"Sign in again"}') as never);

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
    failure(503, JSON.stringify({ code: 'server.busy', message: 'busy' }), { 'retry-after': '0' });

  it('is asked again after its Retry-After for a sign-in, up to twice', async () => {
    // Prepare
    // Each refusal is made when the call is sent: a rejection made earlier would go unhandled meanwhile.
    mockedPost
      .mockImplementationOnce(() => busy() as never)
      .mockImplementationOnce(() => busy() as never)
      .mockReturnValueOnce(answer(200, '{"authToken":"t"}') as never);
    const body = { email: 'a@b.co', password: 'secret', role: 'student' } as const;

    // Act
    const result = await callApi('authLogin', { body });

    // Assess
    expect(result).toEqual({ status: 200, data: { authToken: 't' } });
    expect(mockedPost).toHaveBeenCalledTimes(3);
  });

  it('is not asked a third time, and a signed-in change is never sent twice', async () => {
    // Prepare
    mockedPost.mockImplementation(() => busy() as never);
    const body = { email: 'a@b.co', password: 'secret', role: 'student' } as const;

    // Act
    const login = await callApi('authLogin', { body }).catch((error: unknown) => error);
    const loginCalls = mockedPost.mock.calls.length;
    const change = await callApi('deleteRequest', { body: { id: 'x' } }).catch((error: unknown) => error);

    // Assess
    expect(login).toMatchObject({ status: 503, code: 'server.busy', retryAfterSeconds: 0 });
    expect(loginCalls).toBe(3);
    expect(change).toMatchObject({ status: 503, code: 'server.busy' });
    expect(mockedPost).toHaveBeenCalledTimes(4);
  });
});

describe('virtual:api-routes', () => {
  it('holds every shared route with its method, path and whether it is public', () => {
    // Act
    const expected = Object.fromEntries(
      Object.entries(routes).map(([id, route]) => [
        id,
        { method: route.method, path: route.path, public: route.roles === 'public' },
      ]),
    );

    // Assess
    expect(routeTable).toEqual(expected);
  });
});
