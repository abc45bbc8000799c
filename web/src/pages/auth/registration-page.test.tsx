/** Sign-up (spec §5, §8): the submit rule, the field messages and the 203/204 alerts. */
import { screen, waitFor, within } from '@testing-library/react';

import type { callApi } from '../../api/client';
import { api } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { alertText, fill, prepareAuthPages, typist } from './test-auth';

vi.mock('../../api/client', () => import('../../test/api-mock'));
vi.mock('../../config', () => ({ loadConfig: vi.fn() }));
prepareAuthPages();

const hostels = {
  status: 200,
  data: {
    data: [
      { id: 'demo-hostel', name: 'Demo Hostel', registration: 'approval' },
      { id: 'shut-hall', name: 'Shut Hall', registration: 'closed' },
    ],
  },
};

const roomId = '00000000-0000-4000-8000-000000000301';
/** The hostel's rooms a registering student may pick: none, or floor 3 of Main with room 301. */
const roomsOf = (withRooms: boolean) => ({
  status: 200,
  data: withRooms
    ? {
        floors: [{ building: 'Main', floor: '3' }],
        rooms: [{ id: roomId, building: 'Main', floor: '3', number: '301' }],
      }
    : { floors: [], rooms: [] },
});
const answers =
  (other: unknown = hostels, withRooms = false) =>
  (routeId: string) =>
    Promise.resolve(
      routeId === 'hostels' ? hostels : routeId === 'registrationRooms' ? roomsOf(withRooms) : other,
    ) as ReturnType<typeof callApi>;

describe('registration', () => {
  async function fillRegistration(values: { password?: string; confirm?: string; terms?: boolean }) {
    const user = typist();
    await fill(user, 'Full name', 'Sam Student');
    await fill(user, 'Email', 'sam@demo.hostel');
    await user.click(screen.getByRole('button', { name: /Hostel/ }));
    await user.click(await screen.findByRole('option', { name: 'Demo Hostel' }));
    await fill(user, 'Password', values.password ?? 'secret one 1');
    await fill(user, 'Confirm Password', values.confirm ?? 'secret one 1');
    if (values.terms ?? true) await user.click(screen.getByRole('checkbox'));
    return user;
  }

  it('keeps Submit disabled until every field is valid and the terms are accepted', async () => {
    // Prepare
    api.mockImplementation(answers());
    await renderApp('/auth/registration');
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();

    // Act
    const user = await fillRegistration({ terms: false });
    const beforeTerms = submit.hasAttribute('disabled') || submit.getAttribute('aria-disabled') === 'true';
    await user.click(screen.getByRole('checkbox'));

    // Assess
    expect(beforeTerms).toBe(true);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('says when the passwords differ and when the terms are not accepted', async () => {
    // Prepare
    api.mockImplementation(answers());
    await renderApp('/auth/registration');
    await screen.findByRole('button', { name: 'Submit' });

    // Act
    const user = await fillRegistration({ confirm: 'secret2' });
    await user.click(screen.getByRole('checkbox'));

    // Assess
    expect(screen.getByText("Password and Confirm Password didn't match")).toBeInTheDocument();
    expect(screen.getByText('You must accept the terms and conditions')).toBeInTheDocument();
  });

  it("shows a left field's message only once the tap on the next control is over, so the control stays put", async () => {
    // Prepare
    api.mockImplementation(answers());
    await renderApp('/auth/registration');
    await screen.findByRole('button', { name: 'Submit' });
    const user = await fillRegistration({ confirm: 'secret2', terms: false });
    const checkbox = screen.getByRole('checkbox');
    const mismatch = "Password and Confirm Password didn't match";

    // Act: the finger presses "I agree", which leaves Confirm Password
    await user.pointer({ keys: '[MouseLeft>]', target: checkbox });
    const whilePressed = screen.queryByText(mismatch);
    await user.pointer({ keys: '[/MouseLeft]', target: checkbox });

    // Assess
    expect(whilePressed).toBeNull();
    expect(checkbox).toBeChecked();
    expect(screen.getByText(mismatch)).toBeInTheDocument();
  });

  it('offers only the hostels that take registrations', async () => {
    // Prepare
    api.mockImplementation(answers());
    await renderApp('/auth/registration');
    const user = typist();

    // Act
    await user.click(await screen.findByRole('button', { name: /Hostel/ }));

    // Assess
    const offered = (await screen.findByRole('option', { name: 'Demo Hostel' })).closest('[role="listbox"]')!;
    expect(
      within(offered as HTMLElement)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Demo Hostel']);
  });

  it.each([
    [203, { message: 'Email already registered.' }, 'Email already registered.'],
    [204, undefined, 'Some details are not valid, or the hostel does not exist.'],
  ])('shows %s as a red alert', async (status, data, text) => {
    // Prepare
    api.mockImplementation(answers({ status, data }));
    const { container } = await renderApp('/auth/registration');
    await screen.findByRole('button', { name: 'Submit' });

    // Act
    const user = await fillRegistration({});
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    // Assess
    await waitFor(() => expect(alertText(container)).toEqual([text]));
    expect(api).toHaveBeenCalledWith('authRegister', {
      body: {
        email: 'sam@demo.hostel',
        fullname: 'Sam Student',
        hostel: 'Demo Hostel',
        password: 'secret one 1',
      },
    });
  });

  it('sends the room picked from the hostel’s floors (issue 30)', async () => {
    api.mockImplementation(answers({ status: 204 }, true));
    await renderApp('/auth/registration');
    await screen.findByRole('button', { name: 'Submit' });
    const user = await fillRegistration({});
    await user.click(await screen.findByRole('button', { name: /Your floor/ }));
    await user.click(await screen.findByRole('option', { name: 'Main, floor 3' }));
    await user.click(screen.getByRole('button', { name: /Your room/ }));
    await user.click(await screen.findByRole('option', { name: '301' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('authRegister', {
        body: expect.objectContaining({ hostel: 'Demo Hostel', roomId }),
      }),
    );
  });
});
