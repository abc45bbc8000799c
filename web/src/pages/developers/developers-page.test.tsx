/**
 * `/developers` (issue 34): the reference reads the document the API serves, lists its groups closed,
 * shows a group's routes once it is opened, and says so when the document cannot be had.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { loadConfig } from '../../config';
import { renderApp } from '../../test/render-app';
import type { ReferenceDocument } from './reference-model';

vi.mock('../../api/client', () => import('../../test/api-mock'));
vi.mock('../../config', () => ({ loadConfig: vi.fn() }));
vi.setConfig({ testTimeout: 30_000 });

const served: ReferenceDocument = {
  tags: [{ name: 'settings' }],
  paths: {
    '/api/hostelSettings': {
      get: {
        operationId: 'hostelSettings',
        tags: ['settings'],
        summary: 'Hostel settings',
        'x-roles': ['admin'],
        responses: {
          200: { description: 'OK' },
          401: { description: 'Refused', 'x-error-codes': ['auth.unauthenticated'] },
        },
      },
    },
  },
};

beforeEach(() => {
  vi.mocked(loadConfig).mockResolvedValue({ apiBase: '/api', demo: false });
});
afterEach(() => vi.unstubAllGlobals());

describe('the API reference page', () => {
  it("lists the groups of the served document closed, and shows a group's routes once opened", async () => {
    const fetched = vi.fn(async () => new Response(JSON.stringify(served), { status: 200 }));
    vi.stubGlobal('fetch', fetched);
    await renderApp('/developers');

    const group = await screen.findByRole('button', { name: /^settings/ });
    expect(fetched).toHaveBeenCalledWith('/api/openapi.json');
    expect(screen.queryByRole('heading', { name: 'GET /api/hostelSettings' })).toBeNull();
    // The browser scenario `api-reference` opens it with the keyboard; jsdom sends no key codes Cloudscape reads.
    await userEvent.setup({ delay: null }).click(group);

    expect(await screen.findByRole('heading', { name: 'GET /api/hostelSettings', level: 3 })).toBeVisible();
    expect(screen.getByText('Admin')).toBeVisible();
    expect(screen.getByText('auth.unauthenticated')).toBeVisible();
    expect(screen.getByRole('link', { name: /OpenAPI 3.1 document/ })).toHaveAttribute(
      'href',
      '/api/openapi.json',
    );
  });

  it('says when the document cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    await renderApp('/developers');

    expect(await screen.findByText('The API reference could not be loaded. Try again later.')).toBeVisible();
  });
});
