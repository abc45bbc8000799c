/**
 * The sub-header's date button (spec §2): 'Today' with month and day; it opens the full date. On a phone
 * it shows the month and day alone (the CSS picks), so it leaves the breadcrumbs room in one row. The date
 * is the one on the hostel's clock (its time zone), as every "today" of the product is.
 */
import Button from '@cloudscape-design/components/button';
import Popover from '@cloudscape-design/components/popover';
import { useTranslation } from 'react-i18next';

import { dateFormat } from '#shared/languages';

export function TodayButton({ now = new Date(), timeZone }: { now?: Date; timeZone?: string | undefined }) {
  const { t, i18n } = useTranslation('shell');
  const language = i18n.resolvedLanguage ?? 'en';
  const zone = timeZone ? { timeZone } : {};
  const short = dateFormat(language, { month: 'short', day: 'numeric', ...zone }).format(now);
  const full = dateFormat(language, {
    ...zone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(now);
  return (
    <Popover dismissButton={false} position="bottom" size="small" triggerType="custom" content={full}>
      <Button iconName="calendar" ariaLabel={t('todayLabel', { date: full })}>
        <span className="today-long">{t('today', { date: short })}</span>
        <span className="today-short">{short}</span>
      </Button>
    </Popover>
  );
}
