/** One room on the board: its number, its state in words, its last clean and what waits on it. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { skipsToFlag } from '#shared/recurrences';

import { paths } from '../../paths';
import type { BoardAnswer } from './board-filters';

export type BoardRoom = BoardAnswer['rooms'][number];

export function formatWhen(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function RoomTile({ room, typeLabel }: { room: BoardRoom; typeLabel: string }) {
  const { t, i18n } = useTranslation('board');
  const state = t(`states.${room.state}`);
  // A cleaning schedule's clean that day (issue 31), as the lists mark it.
  const regular = (room.regular ?? 0) > 0;
  return (
    <li>
      <Link
        className={`board-room board-state-${room.state}`}
        to={paths.room(room.id)}
        aria-label={`${t('roomLabel', { number: room.number, state })}${regular ? `, ${t('regular')}` : ''}`}
      >
        <div className="board-room-number">{room.number}</div>
        <div>{state}</div>
        <div className="board-room-meta">{typeLabel}</div>
        <div className="board-room-meta">
          {room.lastCleanedAt
            ? t('lastCleaned', {
                when: formatWhen(room.lastCleanedAt, i18n.language),
                name: room.lastCleanedBy ?? '',
              })
            : t('neverCleaned')}
        </div>
        {regular && <div className="board-room-meta">{`↻ ${t('regular')}`}</div>}
        {(room.skipsInARow ?? 0) >= skipsToFlag && (
          <span className="board-wait">{t('skipped', { count: room.skipsInARow })}</span>
        )}
        {room.waits.map((wait) => (
          <span key={wait} className="board-wait">
            {t(`waits.${wait}`)}
          </span>
        ))}
      </Link>
    </li>
  );
}
