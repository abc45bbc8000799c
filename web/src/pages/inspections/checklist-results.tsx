/**
 * The checklist of an inspection: pass or fail for each item while inspecting, and the stored result after
 * (with the inspector's photos, through their signed links).
 */
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';

import type { inspectionRecord } from '#shared/answers/inspections';
import type { ChecklistItem } from '#shared/inspections';
import type * as z from '#shared/schemas/zod';
import { TimelinePhotos } from '#web/photos/timeline-photos';

/** An item in the reader's words: a default one by its id, one of the admin's own by its name. */
export function useItemName() {
  const { t } = useTranslation('inspections');
  return (item: ChecklistItem) => item.name ?? t(`item.${item.id}`, { defaultValue: item.id });
}

export function ChecklistResults({
  items,
  failed,
  onChange,
}: {
  items: readonly ChecklistItem[];
  failed: ReadonlySet<string>;
  onChange: (failed: ReadonlySet<string>) => void;
}) {
  const { t } = useTranslation('inspections');
  const nameOf = useItemName();
  return (
    <SpaceBetween size="m">
      {items.map((item) => (
        <FormField key={item.id} label={nameOf(item)} stretch>
          <SegmentedControl
            label={nameOf(item)}
            selectedId={failed.has(item.id) ? 'fail' : 'pass'}
            options={[
              { id: 'pass', text: t('inspect.pass') },
              { id: 'fail', text: t('inspect.fail') },
            ]}
            onChange={({ detail }) => {
              const next = new Set(failed);
              if (detail.selectedId === 'fail') next.add(item.id);
              else next.delete(item.id);
              onChange(next);
            }}
          />
        </FormField>
      ))}
    </SpaceBetween>
  );
}

export function InspectionSummary({ inspection }: { inspection: z.infer<typeof inspectionRecord> }) {
  const { t } = useTranslation('inspections');
  const nameOf = useItemName();
  return (
    <SpaceBetween size="m">
      <StatusIndicator type={inspection.passed ? 'success' : 'error'}>
        {inspection.passed
          ? t('summary.passed', { by: inspection.byName })
          : t('summary.failed', { by: inspection.byName })}
      </StatusIndicator>
      <KeyValuePairs
        columns={1}
        items={inspection.results.map((result) => ({
          label: nameOf(result),
          value: (
            <StatusIndicator type={result.pass ? 'success' : 'error'}>
              {result.pass ? t('inspect.pass') : t('inspect.fail')}
            </StatusIndicator>
          ),
        }))}
      />
      {inspection.note && <Box>{inspection.note}</Box>}
      {inspection.photos && inspection.photos.length > 0 && (
        <TimelinePhotos
          photos={inspection.photos}
          heading={t('summary.photos')}
          altOf={(number) => t('summary.photo', { number })}
        />
      )}
      {inspection.recleanId && <Box variant="small">{t('summary.reclean')}</Box>}
    </SpaceBetween>
  );
}
