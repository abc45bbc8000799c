/** A 1–5 rating as stars, with the number for screen readers and for anyone who prefers digits. */
import Box from '@cloudscape-design/components/box';
import Icon from '@cloudscape-design/components/icon';
import { useTranslation } from 'react-i18next';

export function Stars({ value }: { value: number }) {
  const { t } = useTranslation('feedback');
  return (
    <span role="img" aria-label={t('stars', { count: value })} style={{ whiteSpace: 'nowrap' }}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Icon
          key={star}
          name={star <= value ? 'star-filled' : 'star'}
          variant={star <= value ? 'warning' : 'subtle'}
        />
      ))}{' '}
      <Box variant="span" color="text-body-secondary" fontSize="body-s">
        {value}/5
      </Box>
    </span>
  );
}
