/** A link (mouse, touch or keyboard) that shows a request's timeline in the side panel. */
import Link from '@cloudscape-design/components/link';
import type { ReactNode } from 'react';

import { useTimeline } from './timeline-context';

export function TimelineLink({ requestId, children }: { requestId: string; children: ReactNode }) {
  const { open } = useTimeline();
  return (
    <Link
      href="#"
      onFollow={(event) => {
        event.preventDefault();
        open(requestId);
      }}
    >
      {children}
    </Link>
  );
}
