/**
 * The keeper's photos of a clean on its timeline (issue 32), and a maintenance report's on its card. Each URL is signed for a quarter of an hour;
 * the timeline reloads with the hostel's changes, which signs them again.
 */
import './timeline-photos.css';

import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

export function TimelinePhotos({
  photos,
  heading,
  altOf,
}: {
  photos: readonly { key: string; url: string }[];
  /** What the photos are of, when not a clean's (a maintenance report's, issue 32). */
  heading?: string;
  altOf?: (number: number) => string;
}) {
  const { t } = useTranslation('dashboard');
  const title = heading ?? t('photos.shown');
  return (
    <SpaceBetween size="xs">
      <Box variant="h4">{title}</Box>
      <ul className="timeline-photos" aria-label={title}>
        {photos.map((photo, index) => (
          <li key={photo.key}>
            <img
              src={photo.url}
              alt={altOf ? altOf(index + 1) : t('photos.photo', { number: index + 1 })}
              loading="lazy"
            />
          </li>
        ))}
      </ul>
    </SpaceBetween>
  );
}
