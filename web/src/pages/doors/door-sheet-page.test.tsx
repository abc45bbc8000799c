/**
 * The print sheet of door codes (issue 33): every page of the building's stickers is fetched, each room a
 * QR code of its `/r/<code>` URL with its number under it, 24 labels to a sheet.
 */
import { screen, within } from '@testing-library/react';
import jsQR from 'jsqr';
import { Route, Routes } from 'react-router-dom';

import { api } from '../../test/api-mock';
import { makeTestUser, renderPage } from '../../test/render-page';
import DoorSheetPage from './door-sheet-page';
import { qrPath } from './qr-svg';

vi.mock('../../api/client', () => import('../../test/api-mock'));

const sticker = (n: number) => ({
  roomId: `room-${n}`,
  building: 'Main',
  floor: '1',
  number: String(100 + n),
  code: `code${String(n).padStart(18, '0')}`,
});

beforeEach(() => {
  api.mockReset();
  api.mockImplementation((_routeId, options) => {
    const cursor = (options?.body as { cursor?: string } | undefined)?.cursor;
    const page = cursor
      ? { stickers: [25, 26].map(sticker), made: 0 }
      : { stickers: Array.from({ length: 24 }, (_, i) => sticker(i + 1)), made: 24, cursor: 'next' };
    return Promise.resolve({ status: 200, data: page });
  });
});

describe('the door-code print sheet', () => {
  it('lays out every sticker of the floor, 24 to an A4 sheet', async () => {
    await renderPage(
      <Routes>
        <Route path="/door-codes" element={<DoorSheetPage />} />
      </Routes>,
      { user: makeTestUser('admin'), path: '/door-codes?building=Main&floor=1' },
    );
    expect(await screen.findByText('26 stickers')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Door codes of building Main, floor 1' })).toBeVisible();
    expect(api.mock.calls).toEqual([
      ['printDoorCodes', { body: { building: 'Main', floor: '1', cursor: undefined } }],
      ['printDoorCodes', { body: { building: 'Main', floor: '1', cursor: 'next' } }],
    ]);
    const sheets = screen.getAllByRole('region');
    expect(sheets.map((sheet) => sheet.getAttribute('aria-label'))).toEqual(['Sheet 1', 'Sheet 2']);
    expect(within(sheets[0]!).getAllByRole('img')).toHaveLength(24);
    const last = within(sheets[1]!).getByRole('img', { name: 'QR code of room 126' });
    expect(last.querySelector('path')?.getAttribute('d')).toBe(
      qrPath(`${window.location.origin}/r/${sticker(26).code}`).path,
    );
    expect(within(sheets[1]!).getByText('126')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
  });
});

describe('a QR code', () => {
  it('is a symbol with its three finder patterns, larger for a longer text', () => {
    const url = `https://hostel.example/r/${'A'.repeat(22)}`;
    const { size, path } = qrPath(url);
    // 48 bytes at error correction M need version 4: 33 modules a side.
    expect(size).toBe(33);
    const dark = new Set([...path.matchAll(/M(\d+) (\d+)/g)].map(([, x, y]) => `${x},${y}`));
    const corners: [number, number][] = [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ];
    for (const [x, y] of corners) {
      // A finder's outer ring is dark, the ring inside it light, its 3 × 3 centre dark.
      expect(dark.has(`${x},${y}`)).toBe(true);
      expect(dark.has(`${x + 1},${y + 1}`)).toBe(false);
      expect(dark.has(`${x + 3},${y + 3}`)).toBe(true);
    }
    expect(qrPath(`${url}/and/a/much/longer/path/than/a/door/code/needs`).size).toBeGreaterThan(size);
  });

  it('reads back as the door’s URL in an independent decoder, from the modules the sheet draws', () => {
    const url = `https://hostel.example/r/${'Z9_-'.repeat(5)}xy`;
    const { size, path } = qrPath(url);
    // The drawn path's unit squares, painted 4 pixels a module inside the quiet zone of 4 modules.
    const scale = 4;
    const side = (size + 8) * scale;
    const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
    for (const [, x, y] of path.matchAll(/M(\d+) (\d+)/g))
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const at = (((Number(y) + 4) * scale + dy) * side + (Number(x) + 4) * scale + dx) * 4;
          pixels.fill(0, at, at + 3);
        }
    expect(jsQR(pixels, side, side)?.data).toBe(url);
  });
});
