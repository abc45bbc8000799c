/** /suggestions: the suggestions the caller may read (spec §2, §6); reachable by every role, in the menu for keepers and admins. */
import { FeedbackList } from './feedback-list';

export default function Suggestions() {
  return <FeedbackList kind="suggestions" />;
}
