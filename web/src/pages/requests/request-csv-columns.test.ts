import type { TFunction } from 'i18next';

import { toCsv } from '../../export/csv';
import { makeRequest } from '../dashboard/test-requests';
import { requestCsvColumns } from './request-csv-columns';

// The keys themselves stand for the texts: what matters here is which column holds what.
const t = ((key: string) => key) as unknown as TFunction<['requests', 'dashboard']>;

describe('the request history CSV', () => {
  it("ends with the cleaning schedule's id of a schedule's request, empty for one asked for", () => {
    const asked = makeRequest({ room: '101' });
    const regular = makeRequest({ room: '102', recurrenceId: '5f1c2d3e-0000-4000-8000-000000000001' });

    const [header, first, second] = toCsv(requestCsvColumns(t), [asked, regular])
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);

    expect(header!.split(',').at(-1)).toBe('history.recurrence');
    expect(first!.split(',').at(-1)).toBe('');
    expect(second!.split(',').at(-1)).toBe('5f1c2d3e-0000-4000-8000-000000000001');
  });
});
