/**
 * The residents import at its largest (issue 30: 3,000 residents in under a minute): one building of
 * 1,500 twin rooms made by ranges, then the file previewed and applied slice by slice as the site does,
 * through the handlers over the bench's own DynamoDB Local. The API tests prove what the import writes
 * with a smaller file; this measures how long the largest one takes.
 */
import { benchData, seededAdminToken } from './runtime';

export interface ImportFigures {
  residents: number;
  slices: number;
  previewMs: number;
  applyMs: number;
}

export async function measureImport(residents = 3000): Promise<ImportFigures> {
  const data = await benchData();
  try {
    return await data.withStore(async () => {
      const { invoke } = await import('#tests/helpers/invoke');
      const token = await seededAdminToken();
      const building = 'Bench Hall';
      const numbers: string[] = [];
      for (let from = 1; from <= Math.ceil(residents / 2); from += 200) {
        const to = Math.min(Math.ceil(residents / 2), from + 199);
        const range = await invoke('createRoomRange', {
          token,
          body: { building, floor: '1', from, to, typeId: 'twin' },
        });
        if (range.status !== 201 && range.status !== 200)
          throw new Error(`createRoomRange answered ${range.status}`);
        numbers.push(...range.body.created.map((room: { number: string }) => room.number));
      }
      const lines = ['name,email,building,number'];
      for (let n = 0; n < residents; n++)
        lines.push(`Resident ${n},resident${n}@bench.test,${building},${numbers[n >> 1]}`);
      const csv = lines.join('\n');

      const started = performance.now();
      const preview = await invoke('previewResidentImport', { token, body: { csv } });
      if (preview.body.counts?.new !== residents) throw new Error(`Preview answered ${preview.status}`);
      const previewed = performance.now();
      let from: number | undefined = 0;
      let slices = 0;
      while (from !== undefined) {
        const answer = await invoke('applyResidentImport', { token, body: { csv, from } });
        if (answer.status !== 200) throw new Error(`Apply from ${from} answered ${answer.status}`);
        from = answer.body.next;
        slices++;
      }
      return {
        residents,
        slices,
        previewMs: Math.round(previewed - started),
        applyMs: Math.round(performance.now() - previewed),
      };
    });
  } finally {
    data.remove();
  }
}
