import { invoke } from '../helpers/invoke';

describe('GET /api/health', () => {
  it('answers ok once the store is reachable', async () => {
    const answer = await invoke('health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true });
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});
