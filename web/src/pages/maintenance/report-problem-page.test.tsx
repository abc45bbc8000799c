/**
 * The report form (issue 32): a student reports a problem in their own room, anyone in the room the link
 * names; the kind and urgency chosen go with the text, which is required, and the reporter lands on My
 * reports.
 */
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';

import { api, callsTo } from '#web/test/api-mock';
import { makeTestUser, renderPage } from '#web/test/render-page';

import ReportProblemPage from './report-problem-page';

vi.mock('#web/api/client', () => import('#web/test/api-mock'));

const roomId = '00000000-0000-4000-8000-000000000101';

beforeEach(() => {
  api.mockReset();
  api.mockResolvedValue({ status: 201, data: {} } as never);
});

const openForm = (role: 'student' | 'roomkeeper', path: string) =>
  renderPage(
    <Routes>
      <Route path="/report-problem" element={<ReportProblemPage />} />
      <Route path="/my-reports" element={<p>My reports</p>} />
    </Routes>,
    { user: makeTestUser(role), path },
  );

const send = () => screen.getByRole('button', { name: 'Send report' }).click();

describe('the report form', () => {
  it('requires the text, then sends a student’s kind, urgency and text for their own room', async () => {
    await openForm('student', '/report-problem');
    expect(await screen.findByText('Your room 101')).toBeInTheDocument();

    send();
    expect(await screen.findByText('Enter what is wrong.')).toBeInTheDocument();
    expect(callsTo('createMaintenanceReport')).toEqual([]);

    const category = createWrapper(document.body).findSelect()!;
    category.openDropdown();
    category.selectOptionByValue('furniture');
    screen.getByRole('radio', { name: 'Low' }).click();
    fireEvent.change(screen.getByRole('textbox', { name: 'What is wrong' }), {
      target: { value: ' The shelf is loose. ' },
    });
    send();

    expect(await screen.findByText('My reports')).toBeInTheDocument();
    expect(callsTo('createMaintenanceReport')).toEqual([
      [
        'createMaintenanceReport',
        { body: { category: 'furniture', urgency: 'low', text: 'The shelf is loose.' } },
      ],
    ]);
  });

  it('names the room of the link, starting from plumbing at normal urgency', async () => {
    await openForm('roomkeeper', `/report-problem?room=${roomId}`);
    fireEvent.change(await screen.findByRole('textbox', { name: 'What is wrong' }), {
      target: { value: 'Drips.' },
    });
    send();

    expect(await screen.findByText('My reports')).toBeInTheDocument();
    expect(callsTo('createMaintenanceReport')).toEqual([
      [
        'createMaintenanceReport',
        { body: { category: 'plumbing', urgency: 'normal', text: 'Drips.', roomId } },
      ],
    ]);
  });
});
