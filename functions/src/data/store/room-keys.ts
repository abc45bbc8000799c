/** The keys of a hostel's rooms (issue 30): its rooms, their numbers and floors, residents and day board. */
import { byHostel, type Key, type Partition } from './partitions';

export const roomKeys = {
  // Rooms (issue 30). Building, floor and number parts are `roomKeyPart` texts (#shared/rooms): no `#`.
  room: (hostelId: string, roomId: string): Key => ({ pk: `HOSTEL#${hostelId}#ROOM#${roomId}`, sk: 'ROOM' }),
  roomEvent: (hostelId: string, roomId: string, at: string, n: string): Key => ({
    pk: `HOSTEL#${hostelId}#ROOM#${roomId}`,
    sk: `EVENT#${at}#${n}`,
  }),
  roomNumber: (hostelId: string, building: string, number: string): Key => ({
    pk: `HOSTEL#${hostelId}#ROOMNO#${building}#${number}`,
    sk: 'ROOMNO',
  }),
  roomListEntry: (hostelId: string, building: string, floor: string, number: string) => ({
    gsi2pk: `HOSTEL#${hostelId}#ROOMS`,
    gsi2sk: `${building}#${floor}#${number}`,
  }),
  roomsOfHostel: (hostelId: string): Partition => byHostel(`HOSTEL#${hostelId}#ROOMS`),
  roomTypes: (hostelId: string): Key => ({ pk: `HOSTEL#${hostelId}`, sk: 'ROOMTYPES' }),
  roomFloor: (hostelId: string, building: string, floor: string): Key => ({
    pk: `HOSTEL#${hostelId}`,
    sk: `FLOOR#${building}#${floor}`,
  }),
  hostelItems: (hostelId: string): Partition => ({
    index: undefined,
    pkAttribute: 'pk',
    skAttribute: 'sk',
    pk: `HOSTEL#${hostelId}`,
  }),
  roomFloorPrefix: 'FLOOR#',
  /** A room's pointer to a request on it (issue 30), written with the request: a room's requests are one Query. */
  /** `createdAt`: when the request was made (ISO), which never changes. */
  roomRequest: (hostelId: string, roomId: string, createdAt: string, requestId: string): Key => ({
    pk: `HOSTEL#${hostelId}#ROOM#${roomId}`,
    sk: `REQ#${createdAt}#${requestId}`,
  }),
  // Residents (issue 30): a room's resident and a bed's holder, in the room's partition.
  roomResident: (hostelId: string, roomId: string, userId: string): Key => ({
    pk: `HOSTEL#${hostelId}#ROOM#${roomId}`,
    sk: `RESIDENT#${userId}`,
  }),
  roomBed: (hostelId: string, roomId: string, bed: number): Key => ({
    pk: `HOSTEL#${hostelId}#ROOM#${roomId}`,
    sk: `BED#${bed}`,
  }),
  /**
   * A room's state on a date (the room board's day state, issue 30): counters of its requests of that day
   * by state, in the day's partition; byHostel lists the day's rooms in walking order (`roomPlace`).
   */
  boardEntry: (hostelId: string, date: string, roomId: string): Key => ({
    pk: `HOSTEL#${hostelId}#BOARD#${date}`,
    sk: `ROOM#${roomId}`,
  }),
  boardListEntry: (hostelId: string, date: string, roomPlace: string) => ({
    gsi2pk: `HOSTEL#${hostelId}#BOARD#${date}`,
    gsi2sk: roomPlace,
  }),
  boardOfDay: (hostelId: string, date: string): Partition => byHostel(`HOSTEL#${hostelId}#BOARD#${date}`),
  /** A room's partition: the room, its history, residents, request pointers, cleans and ratings. */
  roomItems: (hostelId: string, roomId: string): Partition => ({
    index: undefined,
    pkAttribute: 'pk',
    skAttribute: 'sk',
    pk: `HOSTEL#${hostelId}#ROOM#${roomId}`,
  }),
  roomRequestPrefix: 'REQ#',
  residentPrefix: 'RESIDENT#',
  roomCleanPrefix: 'CLEAN#',
  roomRatingPrefix: 'RATING#',
  /**
   * A door's code (issue 33): `DOOR#<code>` → hostel and room, so a scan finds its room by one GetItem; the
   * room item's `doorCode` names the current one, and a replacement deletes the old in its transaction.
   */
  doorCode: (code: string): Key => ({ pk: `DOOR#${code}`, sk: 'DOOR' }),
};
