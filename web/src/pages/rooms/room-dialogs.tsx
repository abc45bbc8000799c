/**
 * The Rooms page's controls beyond the list, in one lazy chunk: its filters and every dialog (forms, file
 * upload, progress bar). One chunk rather than several, because the build puts a Cloudscape module shared
 * by a dozen chunks into the chunk every page loads (`tooling/vite/cloudscape-chunk.ts`): each chunk more
 * here would push more of Rooms' components onto the dashboards.
 */
import { PrintDoorCodesDialog, ReplaceDoorCodeDialog } from './door-dialogs';
import { ImportDialog } from './import-dialog';
import type { Floor } from './room-filters';
import { AddRangeDialog, AddRoomDialog, EditRoomDialog } from './room-form-dialogs';
import type { RoomRow } from './room-list';
import { RoomRequestDialog } from './room-request-dialog';
import { RoomRequestsDialog } from './room-requests-dialog';
import { RoomTypesDialog } from './room-types-dialog';
import { ServiceDialog } from './service-dialog';
import type { RoomTypes } from './use-room-types';

export { RoomFilters } from './room-filters';

export type RoomDialogKind =
  'add' | 'range' | 'edit' | 'service' | 'import' | 'types' | 'request' | 'requests' | 'print' | 'doorCode';

interface RoomDialogProps {
  kind: RoomDialogKind;
  room: RoomRow | undefined;
  types: RoomTypes;
  onDismiss(): void;
  /** After a change of rooms: the list reloads. */
  onDone(): void;
  /** After a change of types: the types reload. */
  onTypesDone(): void;
  /** The hostel's floors and the list's building and floor filter (the print sheet's choices, issue 33). */
  floors: readonly Floor[];
  place: { building: string; floor: string };
}

export default function RoomDialog(props: RoomDialogProps) {
  const { kind, room, types, onDismiss, onDone, onTypesDone } = props;
  const common = { types, onDismiss, onDone };
  switch (kind) {
    case 'add':
      return <AddRoomDialog {...common} />;
    case 'range':
      return <AddRangeDialog {...common} />;
    case 'edit':
      return room ? <EditRoomDialog room={room} {...common} /> : null;
    case 'service':
      return room ? <ServiceDialog room={room} onDismiss={onDismiss} onDone={onDone} /> : null;
    case 'import':
      return <ImportDialog {...common} />;
    case 'types':
      return <RoomTypesDialog types={types} onDismiss={onDismiss} onDone={onTypesDone} />;
    case 'request':
      return room ? <RoomRequestDialog room={room} onDismiss={onDismiss} onDone={onDone} /> : null;
    case 'requests':
      return room ? <RoomRequestsDialog room={room} onDismiss={onDismiss} /> : null;
    case 'print':
      return <PrintDoorCodesDialog floors={props.floors} place={props.place} onDismiss={onDismiss} />;
    case 'doorCode':
      return room ? <ReplaceDoorCodeDialog room={room} onDismiss={onDismiss} /> : null;
  }
}
