/** /manage/roomkeeper (admin only): the hostel's roomkeepers with their ratings. */
import { UserTable } from './user-table';

export default function ManageRoomkeepers() {
  return <UserTable role="roomkeeper" />;
}
