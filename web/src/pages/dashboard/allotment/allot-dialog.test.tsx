import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { screen, waitFor } from '@testing-library/react';

import type { DataOf } from '#web/api/client';
import { callApi } from '#web/api/client';
import { makeTestUser, renderPage } from '#web/test/render-page';

import { makeRequest } from '../test-requests';
import { AllotDialog } from './allot-dialog';

vi.mock('../../../api/client', () => ({ callApi: vi.fn() }));
const api = vi.mocked(callApi);

vi.setConfig({ testTimeout: 30_000 });

const keeper = (id: string, name: string, suggested: boolean): DataOf<'allotOptions'>[number] => ({
  _id: `20000000-0000-4000-8000-00000000000${id}`,
  name,
  scheduled: 1,
  floors: [],
  completedThisWeek: 0,
  off: false,
  suggested,
});
const ada = keeper('1', 'Ada Keeper', false);
const bea = keeper('2', 'Bea Keeper', true);

const modal = () => createWrapper(document.body).findModal()!;
const select = () => modal().findContent().findSelect()!;
const submit = () => modal().findFooter()!.findAllButtons()[1]!;

beforeEach(() => {
  api.mockReset();
  api.mockImplementation((routeId) =>
    Promise.resolve({ status: 200, data: routeId === 'allotOptions' ? [ada, bea] : [] }),
  );
});

describe('the allot dialog', () => {
  it('chooses the suggested keeper as the list arrives, and the admin may choose another', async () => {
    // Prepare
    const request = makeRequest({
      rejectReason: { name: 'Ada Keeper', message: 'No access', code: 'noAccess' },
    });
    const onDone = vi.fn();
    // Act
    await renderPage(
      <AllotDialog
        request={{ ...request, rejectData: request.rejectReason! }}
        onDismiss={() => undefined}
        onDone={onDone}
      />,
      { user: makeTestUser('admin') },
    );
    // Assess: Bea, suggested, is chosen and her schedule asked for; Allot is ready.
    await waitFor(() => expect(select().findTrigger().getElement()).toHaveTextContent('Bea Keeper'));
    expect(submit().getElement()).toBeEnabled();
    expect(api.mock.calls.filter(([id]) => id === 'allotOptions')).toEqual([
      ['allotOptions', { query: { date: request.date, floor: request.floor, request: request._id } }],
    ]);
    await waitFor(() =>
      expect(api.mock.calls.filter(([id]) => id === 'schedule')).toEqual([
        ['schedule', { query: { roomKeeper: bea._id, date: request.date } }],
      ]),
    );
    // Act: the admin picks Ada instead, and allots.
    select().openDropdown();
    select().selectOptionByValue(ada._id);
    await waitFor(() => expect(select().findTrigger().getElement()).toHaveTextContent('Ada Keeper'));
    submit().click();
    // Assess
    expect(await screen.findByText('Request allotted to Ada Keeper.')).toBeInTheDocument();
    expect(api.mock.calls.filter(([id]) => id === 'allotRequest')).toEqual([
      ['allotRequest', { body: { id: request._id, roomKeeperId: ada._id } }],
    ]);
  });
});
