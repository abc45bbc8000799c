/** /complaints: the complaints the caller may read (spec §2, §6); reachable by every role, in the menu for keepers and admins. */
import { FeedbackList } from './feedback-list';

export default function Complaints() {
  return <FeedbackList kind="complaints" />;
}
