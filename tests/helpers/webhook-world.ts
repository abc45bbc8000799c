/**
 * What the webhook API tests start from (issue 34): a hostel with its admin, a keeper and a student,
 * another hostel's admin, and a real receiver on this machine (closed by the caller's `afterAll`).
 */
import { type Account, hostelsWithAdmins, makeUser } from './fixtures';
import { type Receiver, startReceiver } from './webhook-receiver';

export interface WebhookWorld {
  admin: Account;
  otherAdmin: Account;
  keeper: Account;
  student: Account;
  receiver: Receiver;
}

export async function webhookWorld(): Promise<WebhookWorld> {
  const { hostel, admin, otherAdmin } = await hostelsWithAdmins();
  return {
    admin,
    otherAdmin,
    keeper: await makeUser('roomkeeper', hostel),
    student: await makeUser('student', hostel),
    receiver: await startReceiver(),
  };
}
