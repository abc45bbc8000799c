/**
 * /manage/student (admin only): the hostel's students, then those waiting for approval (DESIGN §9); how the
 * hostel takes self-registrations is on /settings.
 */
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';

import { UserTable } from './user-table';
import { WaitingStudents } from './waiting-students';

export default function ManageStudents() {
  // Approved students join the list above: a new key loads it again from its first page.
  const [approvals, setApprovals] = useState(0);
  return (
    <SpaceBetween size="l">
      <UserTable key={approvals} role="student" />
      <WaitingStudents onApproved={() => setApprovals((count) => count + 1)} />
    </SpaceBetween>
  );
}
