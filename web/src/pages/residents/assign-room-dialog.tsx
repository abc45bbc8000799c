/**
 * Puts one student in a room (and bed, optional), moves them, or moves them out: the admin picks the
 * building, floor and room from the hostel's rooms in service; the server checks beds and service again.
 */
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ManagedStudent } from '#shared/domain';

import { callApi, type DataOf } from '../../api/client';
import { ActionModal } from '../../components/action-modal';
import { useNotify } from '../../components/notifications';
import { useSubmit } from '../../hooks/use-submit';
import { buildingsOf, useFloors } from './use-floors';

type Room = DataOf<'listRooms'>['data'][number];

interface AssignRoomDialogProps {
  student: ManagedStudent;
  onDismiss(): void;
  onDone(): void;
}

const none = '';

export function AssignRoomDialog({ student, onDismiss, onDone }: AssignRoomDialogProps) {
  const { t } = useTranslation('residents');
  const notify = useNotify();
  const floors = useFloors();
  const [building, setBuilding] = useState(none);
  const [floor, setFloor] = useState(none);
  const [rooms, setRooms] = useState<Room[]>([]);
  const [roomId, setRoomId] = useState(none);
  const [bed, setBed] = useState(none);

  useEffect(() => {
    setRooms([]);
    setRoomId(none);
    if (building === none || floor === none) return;
    let live = true;
    callApi('listRooms', { query: { building, floor, inService: 'true', limit: 100 } }).then(
      ({ data }) => {
        if (live) setRooms(data.data.filter((room) => room.beds > 0));
      },
      (error: unknown) => notify.error(error),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [building, floor]);

  const room = rooms.find((candidate) => candidate.id === roomId);
  const [busy, send] = useSubmit(async (moveOut: boolean) => {
    await callApi('assignResident', {
      body: {
        userId: student._id,
        ...(moveOut || !room ? {} : { roomId: room.id }),
        ...(moveOut || bed === none ? {} : { bed: Number(bed) }),
      },
    });
    onDone();
    return moveOut || !room
      ? t('assign.movedOut', { name: student.name })
      : t('assign.done', { name: student.name, number: room.number });
  });

  const select = (
    label: string,
    value: string,
    options: SelectProps.Option[],
    onChange: (value: string) => void,
    placeholder: string,
    disabled = false,
  ) => (
    <FormField label={label}>
      <Select
        disabled={disabled}
        placeholder={placeholder}
        selectedOption={options.find((option) => option.value === value) ?? null}
        options={options}
        onChange={({ detail }) => onChange(detail.selectedOption.value ?? none)}
      />
    </FormField>
  );
  const moveOut = student.roomId !== undefined && roomId === none;
  return (
    <ActionModal
      header={t('assign.title', { name: student.name })}
      submitLabel={moveOut ? t('assign.moveOut') : t('assign.submit')}
      onSubmit={() => send(moveOut)}
      onDismiss={onDismiss}
      busy={busy}
      disabled={!moveOut && room === undefined}
    >
      <SpaceBetween size="m">
        <Box>
          {student.roomId !== undefined
            ? t('assign.current', { room: student.room ?? '', floor: student.floor ?? '' })
            : t('assign.noRoom')}
        </Box>
        <ColumnLayout columns={2} minColumnWidth={140}>
          {select(
            t('assign.building'),
            building,
            buildingsOf(floors).map((value) => ({ value, label: value })),
            (value) => {
              setBuilding(value);
              setFloor(none);
            },
            t('assign.choose'),
          )}
          {select(
            t('assign.floor'),
            floor,
            floors.filter((f) => f.building === building).map((f) => ({ value: f.floor, label: f.floor })),
            setFloor,
            t('assign.choose'),
            building === none,
          )}
          {select(
            t('assign.room'),
            roomId,
            rooms.map((candidate) => ({
              value: candidate.id,
              label: candidate.number,
              description: t('assign.beds', { residents: candidate.residents, beds: candidate.beds }),
            })),
            (value) => {
              setRoomId(value);
              setBed(none);
            },
            t('assign.choose'),
            floor === none,
          )}
          {select(
            t('assign.bed'),
            bed,
            [
              { value: none, label: t('assign.anyBed') },
              ...Array.from({ length: room?.beds ?? 0 }, (_, index) => ({
                value: String(index + 1),
                label: String(index + 1),
              })),
            ],
            setBed,
            t('assign.anyBed'),
            room === undefined,
          )}
        </ColumnLayout>
      </SpaceBetween>
    </ActionModal>
  );
}
