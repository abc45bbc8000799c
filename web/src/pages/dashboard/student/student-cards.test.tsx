/**
 * The student's dashboard on a phone (issue 28): below 688 px one card per open request, status first,
 * then the roomkeeper and their contact, the date and time, and Delete for a pending request.
 */
import { screen, within } from '@testing-library/react';

import type { StudentRequest } from '#shared/domain';
import { defaultRules } from '#shared/request-rules';
import { expectContactLinks } from '#web/test/contact-links';
import { onAPhone, stubWindow } from '#web/test/phone-window';
import { makeTestUser, renderPage } from '#web/test/render-page';

import { api } from '../../../test/api-mock';
import { makeRequest } from '../test-requests';
import StudentDashboard from './student-dashboard';

vi.mock('../../../api/client', () => import('../../../test/api-mock'));

onAPhone();

function serve(data: StudentRequest[]) {
  api.mockImplementation(
    (routeId) =>
      Promise.resolve(
        routeId === 'requestRules'
          ? { status: 200, data: defaultRules }
          : { status: 200, data: { requests: 2, scheduled: 1, completed: 0, data } },
      ) as never,
  );
}

const pending = makeRequest({ date: '2030-07-01', time: '08:00' });
const scheduled: StudentRequest = {
  ...makeRequest({ requestStatus: 'Scheduled', date: '2030-07-02', time: '15:00' }),
  roomkeeper: 'Kim Keeper',
  email: 'kim@demo.hostel',
  phone: '555-0142',
};

describe('student dashboard on a phone', () => {
  it('shows a card per request: status first, the keeper and contact, date and time, Delete', async () => {
    // Prepare
    serve([pending, scheduled]);

    // Act
    await renderPage(<StudentDashboard />, { user: makeTestUser('student') });

    // Assess
    const list = await screen.findByRole('region', { name: 'Your open requests' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = await within(list).findAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Pending',
      'Scheduled',
    ]);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Jul 1, 2030 · 08:00');
    expect(first).toHaveTextContent('No RoomKeeper Assigned');
    expect(within(first).getByRole('button', { name: 'Delete the request for Jul 1, 2030' })).toBeVisible();
    expect(second).toHaveTextContent('Jul 2, 2030 · 15:00');
    await expectContactLinks('Kim Keeper', { phone: '555-0142', email: 'kim@demo.hostel' }, within(second));
    expect(within(second).queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('keeps the table on a wider screen', async () => {
    // Prepare
    stubWindow(false);
    serve([pending]);

    // Act
    await renderPage(<StudentDashboard />, { user: makeTestUser('student') });

    // Assess
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your open requests' })).toBeNull();
  });
});
