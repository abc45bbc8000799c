/** /manage/student (admin only): the hostel's students. */
import { UserTable } from './user-table';

export default function ManageStudents() {
  return <UserTable role="student" />;
}
