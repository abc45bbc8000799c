/** The CSV cell rule: what a spreadsheet would evaluate is written as text, everything else as it is. */
import { parse } from 'csv-parse/sync';

import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+3', "'+3"],
    ['-2 towels', "'-2 towels"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcalc', "'\tcalc"],
    ['\rcalc', "'\rcalc"],
    [-4, "'-4"],
  ])('writes %j, which a spreadsheet would evaluate, as the text %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['Zoë "Zed" Okafor', 'Zoë "Zed" Okafor'],
    ['a=b', 'a=b'],
    ['2031-01-02', '2031-01-02'],
    [3, '3'],
    [undefined, ''],
  ])('writes the ordinary value %j unchanged', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

it('toCsv neutralizes headers and cells alike and keeps the rest byte for byte', () => {
  const text = toCsv(
    [
      { header: '=Header', value: (row: { a: string }) => row.a },
      { header: 'Plain', value: () => 7 },
    ],
    [{ a: '\tx' }, { a: 'y' }],
  );

  expect(parse(text, { bom: true })).toEqual([
    ["'=Header", 'Plain'],
    ["'\tx", '7'],
    ['y', '7'],
  ]);
});
