/** The hostel's buildings and floors, for the residents' pickers: the floors' counters `GET /api/rooms` answers. */
import { useEffect, useState } from 'react';

import { callApi, type DataOf } from '../../api/client';
import { useNotify } from '../../components/notifications';

export type Floor = DataOf<'listRooms'>['floors'][number];

export function useFloors(): Floor[] {
  const notify = useNotify();
  const [floors, setFloors] = useState<Floor[]>([]);
  useEffect(() => {
    let live = true;
    callApi('listRooms', { query: { limit: 1 } }).then(
      ({ data }) => {
        if (live) setFloors(data.floors);
      },
      (error: unknown) => notify.error(error),
    );
    return () => {
      live = false;
    };
    // The floors are read once per dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return floors;
}

/** The distinct buildings of `floors`, in walking order. */
export const buildingsOf = (floors: readonly Floor[]) => [...new Set(floors.map((floor) => floor.building))];
