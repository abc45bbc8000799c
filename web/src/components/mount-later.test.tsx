/** Parts mounted after the first paint on a phone, one at a time in order; at once on a wider screen. */
import { render, screen, waitFor } from '@testing-library/react';

import { stubWindow } from '../test/phone-window';
import { MountLater } from './mount-later';

afterEach(() => vi.unstubAllGlobals());

function Page() {
  return (
    <>
      <h1>Title</h1>
      <MountLater placeholder={<div data-testid="room" />}>
        <p>First part</p>
      </MountLater>
      <MountLater>
        <p>Second part</p>
      </MountLater>
    </>
  );
}

it('mounts the parts after the first render on a phone, one after the other, keeping their room', async () => {
  stubWindow(true);
  render(<Page />);
  expect(screen.getByRole('heading', { name: 'Title' })).toBeVisible();
  expect(screen.getByTestId('room')).toBeInTheDocument();
  expect(screen.queryByText('First part')).toBeNull();
  await waitFor(() => expect(screen.getByText('First part')).toBeVisible());
  // The second waits for the first one's commit and the next frame.
  expect(screen.queryByText('Second part')).toBeNull();
  expect(screen.queryByTestId('room')).toBeNull();
  expect(await screen.findByText('Second part')).toBeVisible();
});

it('mounts everything at once on a wider screen', () => {
  stubWindow(false);
  render(<Page />);
  expect(screen.getByText('First part')).toBeVisible();
  expect(screen.getByText('Second part')).toBeVisible();
});

it('lets the next part go when one is removed before its turn', async () => {
  stubWindow(true);
  const { rerender } = render(<Page />);
  rerender(
    <MountLater>
      <p>Second part</p>
    </MountLater>,
  );
  expect(await screen.findByText('Second part')).toBeVisible();
});
