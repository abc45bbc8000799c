/**
 * The room board (issue 30): every room of a building at a glance, by floor — its state today (free,
 * requested, scheduled, in progress, cleaned today, out of service), its last clean and by whom, and what
 * waits on it — with filters by building, floor, state and type. Admins and keepers read it (a keeper
 * with a building of their own reads only it, with no building to choose); it reloads whenever the
 * hostel's stamp moves, as the dashboards do.
 */
import './board.css';

import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { boardStates } from '#shared/board';

import { callApi } from '../../api/client';
import { useNotify } from '../../components/notifications';
import { useApiQuery } from '../../hooks/use-api-query';
import { useOnChange } from '../../live';
import { useSession } from '../../session';
import { useTypeLabel } from '../rooms/use-room-types';
import { type BoardAnswer, BoardFilters, type BoardFilterValues } from './board-filters';
import { InspectionsDue } from './inspections-due';
import { RoomTile } from './room-tile';

const noFilters: BoardFilterValues = { building: '', floor: '', state: '', type: '' };

/** The board's rooms so far: a building beyond one page goes on with "Show more". */
interface Shown {
  answer: BoardAnswer;
  rooms: BoardAnswer['rooms'];
}

export default function RoomBoardPage() {
  const { t } = useTranslation('board');
  const notify = useNotify();
  const typeLabel = useTypeLabel();
  const [filters, setFilters] = useState<BoardFilterValues>(noFilters);
  const [more, setMore] = useState<Shown>();
  // The cleans waiting for inspection are the admin's (issue 32); a keeper's board has no list of them.
  const admin = useSession().user?.role === 'admin';

  const load = useCallback(async (): Promise<BoardAnswer> => {
    const { data } = await callApi('roomBoard', {
      query: {
        building: filters.building || undefined,
        floor: filters.floor || undefined,
        state: (filters.state || undefined) as BoardAnswer['rooms'][number]['state'] | undefined,
        type: filters.type || undefined,
      },
    });
    setMore(undefined);
    return data;
  }, [filters]);
  const board = useApiQuery(load, notify.error);
  useOnChange(board.reload);

  const answer = more?.answer ?? board.data;
  const rooms = more?.rooms ?? board.data?.rooms ?? [];
  const showMore = async () => {
    if (!answer?.cursor) return;
    try {
      const { data } = await callApi('roomBoard', {
        query: {
          building: answer.building,
          floor: answer.floor,
          state: (filters.state || undefined) as BoardAnswer['rooms'][number]['state'] | undefined,
          type: filters.type || undefined,
          cursor: answer.cursor,
        },
      });
      setMore({ answer: data, rooms: [...rooms, ...data.rooms] });
    } catch (error) {
      notify.error(error);
    }
  };

  const floors = new Map<string, typeof rooms>();
  for (const room of rooms) floors.set(room.floor, [...(floors.get(room.floor) ?? []), room]);
  const types = [...new Set(rooms.map((room) => room.typeId))].map((id) => ({
    value: id,
    label: typeLabel(undefined, id),
  }));
  if (filters.type && !types.some((type) => type.value === filters.type))
    types.push({ value: filters.type, label: typeLabel(undefined, filters.type) });

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('description')}>
          {t('title')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Container
          header={
            <Header variant="h2" description={answer ? t('date', { date: answer.date }) : undefined}>
              {answer?.building ?? t('title')}
            </Header>
          }
        >
          <SpaceBetween size="m">
            <BoardFilters
              value={filters}
              onChange={setFilters}
              floors={answer?.floors ?? []}
              shown={answer?.building}
              types={types}
              fixedBuilding={answer?.keeperBuilding !== undefined}
            />
            {answer && (
              <ul className="board-summary" aria-label={t('summary')}>
                {boardStates
                  .filter((state) => (answer.states[state] ?? 0) > 0)
                  .map((state) => (
                    <li key={state}>
                      {t(`states.${state}`)}: <strong>{answer.states[state]}</strong>
                    </li>
                  ))}
              </ul>
            )}
          </SpaceBetween>
        </Container>
        {admin && <InspectionsDue />}
        {board.loading && !answer && <Box>{t('title')}…</Box>}
        {answer && rooms.length === 0 && <Box variant="p">{t('noRooms')}</Box>}
        {[...floors].map(([floor, floorRooms], index) => (
          <section key={floor} aria-labelledby={`board-floor-${index}`}>
            <SpaceBetween size="xs">
              <Box variant="h3" id={`board-floor-${index}`}>
                {t('floorTitle', { floor })}
              </Box>
              <ul className="board-rooms">
                {floorRooms.map((room) => (
                  <RoomTile key={room.id} room={room} typeLabel={typeLabel(undefined, room.typeId)} />
                ))}
              </ul>
            </SpaceBetween>
          </section>
        ))}
        {answer?.cursor && <Button onClick={() => void showMore()}>{t('more')}</Button>}
      </SpaceBetween>
    </ContentLayout>
  );
}
