/** Runs once per deployment with `demo` on: the same idempotent seed as `npm start` (local/seed.ts). */
import { seedDemo } from '#local/seed';

export async function handler(): Promise<void> {
  await seedDemo();
}
