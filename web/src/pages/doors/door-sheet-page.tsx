/**
 * The admin's print sheet of door codes (issue 33), a page of its own without the app's frame so that it
 * prints as it is: `/door-codes?building=…&floor=…` asks `POST /api/doorCodes` for the building's or floor's
 * rooms page by page (codes are made for rooms without one), then lays out one QR sticker per room with
 * its number under it, 24 to an A4 label sheet (`door-sheet.css`). Each code opens `<origin>/r/<code>`.
 */
import './door-sheet.css';

import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { doorPath } from '#shared/doors';

import { callApi, type DataOf } from '../../api/client';
import { describeError } from '../../components/notifications';
import { useApiQuery } from '../../hooks/use-api-query';
import { paths } from '../../paths';
import { QrSvg } from './qr-svg';

type Sticker = DataOf<'printDoorCodes'>['stickers'][number];

/** Labels on one A4 sheet (3 × 8). */
const perSheet = 24;
/** Pages of 100 rooms read at most: a building of 2,000 rooms. */
const mostPages = 20;

/** Every sticker of the place, following the answers' cursors. */
async function allStickers(building: string, floor: string | undefined): Promise<Sticker[]> {
  const stickers: Sticker[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < mostPages; page++) {
    const { data } = await callApi('printDoorCodes', { body: { building, floor, cursor } });
    stickers.push(...data.stickers);
    cursor = data.cursor;
    if (!cursor) break;
  }
  return stickers;
}

const sheetsOf = (stickers: readonly Sticker[]) =>
  Array.from({ length: Math.ceil(stickers.length / perSheet) }, (_, i) =>
    stickers.slice(i * perSheet, (i + 1) * perSheet),
  );

export default function DoorSheetPage() {
  const { t } = useTranslation('doors');
  const { t: tErrors } = useTranslation(['errors', 'codes', 'validation']);
  const [search] = useSearchParams();
  const building = search.get('building') ?? '';
  const floor = search.get('floor') || undefined;
  const load = useCallback(async () => (building ? allStickers(building, floor) : []), [building, floor]);
  const sheet = useApiQuery(load);
  const title = floor ? t('sheet.titleFloor', { building, floor }) : t('sheet.title', { building });
  useEffect(() => {
    document.title = title;
  }, [title]);
  const stickers = sheet.data ?? [];

  return (
    <main>
      <div className="door-sheet-bar">
        <SpaceBetween size="m">
          <h1>{title}</h1>
          <Box variant="p">{t('sheet.hint')}</Box>
          <SpaceBetween direction="horizontal" size="s" alignItems="center">
            <Button variant="primary" disabled={stickers.length === 0} onClick={() => window.print()}>
              {t('sheet.print')}
            </Button>
            <Link to={paths.rooms}>{t('sheet.back')}</Link>
          </SpaceBetween>
          {sheet.loading && <StatusIndicator type="loading">{t('sheet.loading')}</StatusIndicator>}
          {sheet.error !== undefined && <Alert type="error">{describeError(tErrors, sheet.error)}</Alert>}
          {sheet.data && stickers.length === 0 && <Box variant="p">{t('sheet.empty')}</Box>}
          {stickers.length > 0 && <Box variant="p">{t('sheet.count', { count: stickers.length })}</Box>}
        </SpaceBetween>
      </div>
      {sheetsOf(stickers).map((labels, index) => (
        <section key={index} className="door-sheet-page" aria-label={t('sheet.page', { page: index + 1 })}>
          {labels.map((sticker) => (
            <div key={sticker.roomId} className="door-label">
              <QrSvg
                text={`${window.location.origin}${doorPath(sticker.code)}`}
                label={t('sheet.qr', { number: sticker.number })}
              />
              <div>
                <div className="door-label-number">{sticker.number}</div>
                <div className="door-label-where">
                  {t('sheet.where', { building: sticker.building, floor: sticker.floor })}
                </div>
              </div>
            </div>
          ))}
        </section>
      ))}
    </main>
  );
}
