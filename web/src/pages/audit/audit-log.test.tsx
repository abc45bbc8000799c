/**
 * The audit log page (issue 34): each entry names who, what and when; a webhook's registration, secret
 * rotation and deletion read as such with the hook's URL, and never a secret.
 */
import { screen } from '@testing-library/react';

import { api } from '../../test/api-mock';
import { makeTestUser, renderPage } from '../../test/render-page';
import AuditLog from './audit-log';

vi.mock('../../api/client', () => import('../../test/api-mock'));

const url = 'https://erp.example.edu/hooks/clean';
const entry = (action: string, at: string) => ({
  id: `${at}#${action}`,
  at,
  byId: 'admin-1',
  byName: 'Ada Admin',
  action,
  changes: [{ name: 'url', value: url }],
});

beforeEach(() => {
  api.mockReset();
  api.mockResolvedValue({
    status: 200,
    data: {
      items: [
        entry('webhookDelete', '2030-01-15T11:00:00Z'),
        entry('webhookRotate', '2030-01-15T10:00:00Z'),
        entry('webhookAdd', '2030-01-15T09:00:00Z'),
      ],
    },
  });
});

it('shows who registered, rotated the secret of and deleted a webhook, with its URL', async () => {
  await renderPage(<AuditLog />, { user: makeTestUser('admin') });

  expect(await screen.findByText("Rotated a webhook's secret")).toBeInTheDocument();
  expect(screen.getByText('Registered a webhook')).toBeInTheDocument();
  expect(screen.getByText('Deleted a webhook')).toBeInTheDocument();
  expect(screen.getAllByText(`url: ${url}`)).toHaveLength(3);
  expect(screen.getAllByText('Ada Admin')).toHaveLength(3);
});
