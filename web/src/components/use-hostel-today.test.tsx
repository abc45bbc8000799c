/** `useHostelToday`: a page's readers render again when the hostel's zone gives another date, and only then. */
import { act, render, screen } from '@testing-library/react';

import { setHostelTimeZone, useHostelToday } from './hostel-today';

// 20:00 UTC on 15 January: already the 16th at UTC+14 (Kiritimati), still the 15th in the browser (UTC).
const instant = new Date('2030-01-15T20:00:00Z');
let renders = 0;

function Reader() {
  renders += 1;
  return <p>{useHostelToday()}</p>;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: instant });
  renders = 0;
});
afterEach(() => {
  act(() => setHostelTimeZone(undefined));
  vi.useRealTimers();
});

it("renders the hostel's date again once its zone gives another one", () => {
  render(<Reader />);
  expect(screen.getByText('2030-01-15')).toBeInTheDocument();
  act(() => setHostelTimeZone('Pacific/Kiritimati'));
  expect(screen.getByText('2030-01-16')).toBeInTheDocument();
});

it("renders nothing again when the zone gives the browser's date", () => {
  render(<Reader />);
  const before = renders;
  act(() => setHostelTimeZone('Europe/London'));
  expect(screen.getByText('2030-01-15')).toBeInTheDocument();
  expect(renders).toBe(before);
});
