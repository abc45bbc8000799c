/**
 * The keeper's photos of a clean on its timeline (issue 32). Each URL is signed for a quarter of an hour;
 * the timeline reloads with the hostel's changes, which signs them again.
 */
import './timeline-photos.css';

import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

export function TimelinePhotos({ photos }: { photos: readonly { key: string; url: string }[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <SpaceBetween size="xs">
      <Box variant="h4">{t('photos.shown')}</Box>
      <ul className="timeline-photos" aria-label={t('photos.shown')}>
        {photos.map((photo, index) => (
          <li key={photo.key}>
            <img src={photo.url} alt={t('photos.photo', { number: index + 1 })} loading="lazy" />
          </li>
        ))}
      </ul>
    </SpaceBetween>
  );
}
