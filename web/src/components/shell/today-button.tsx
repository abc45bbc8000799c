/** The sub-header's date button (spec §2): 'Today' with month and day; it opens the full date. */
import Button from '@cloudscape-design/components/button';
import Popover from '@cloudscape-design/components/popover';
import { useTranslation } from 'react-i18next';

import { localeOf } from '../../i18n/languages';

export function TodayButton({ now = new Date() }: { now?: Date }) {
  const { t, i18n } = useTranslation('shell');
  const locale = localeOf(i18n.resolvedLanguage ?? 'en');
  const short = now.toLocaleDateString(locale, { month: 'short', day: 'numeric' });
  const full = now.toLocaleDateString(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  return (
    <Popover dismissButton={false} position="bottom" size="small" triggerType="custom" content={full}>
      <Button iconName="calendar" ariaLabel={t('todayLabel', { date: full })}>
        {t('today', { date: short })}
      </Button>
    </Popover>
  );
}
