/**
 * What the admin can do with a pending request, in one place for the desktop table's Actions column and
 * the phone's cards (issue 28): each action opens its dialog on the dashboard (`AdminDialogKind`). A new
 * action is one more entry in `useRowActions` and one more dialog in `admin-dashboard.tsx`; both layouts
 * then offer it. The card may take over an action's tap (Allot there allots with the keeper chosen on the
 * card itself). The list asks for its strings once (`useRowActions`), not once a row.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import type { PendingRequest } from '#shared/domain';
import { useReasonText } from '#web/components/reject-reason';

import type { OpenDialog } from '../request-table';
import { ChangeDateButton } from '../reschedule/change-date-button';

export type AdminDialogKind = 'allot' | 'reject';
export type OpenAdminDialog = OpenDialog<AdminDialogKind, PendingRequest>;

export interface RowAction {
  kind: AdminDialogKind;
  label: string;
}

export interface RowActionsModel {
  /** The actions a pending request offers, in the order both layouts show them. */
  actions(row: PendingRequest): RowAction[];
  /** Why the request is pending again: a keeper turned it back (and why), or their removal released it. */
  turnBack(row: PendingRequest): string | undefined;
  /** After the row's date or time changed (its own button and dialog, issue 28); no such button without it. */
  onMoved?: (() => void) | undefined;
}

export function useRowActions(onMoved?: () => void): RowActionsModel {
  const { t } = useTranslation('dashboard');
  const reasonText = useReasonText();
  return {
    actions: (row) => [
      { kind: 'allot', label: t(row.rejectData ? 'admin.reAllot' : 'admin.allot') },
      { kind: 'reject', label: t('admin.reject') },
    ],
    turnBack: ({ rejectData: back }) =>
      !back
        ? undefined
        : back.released
          ? t('admin.released', { name: back.name })
          : t('admin.turnedBackBy', { name: back.name, reason: reasonText(back) }),
    onMoved,
  };
}

interface OwnAction {
  onClick(): void;
  loading?: boolean;
  disabled?: boolean;
}

interface RowActionsProps {
  row: PendingRequest;
  model: RowActionsModel;
  open: OpenAdminDialog;
  /** The card's layout: one full-width button a line, big enough for a thumb. */
  card?: boolean;
  /** Props for an action's button that replace the dialog (the card's own Allot). */
  own?: Partial<Record<AdminDialogKind, OwnAction>>;
}

export function RowActions({ row, model, open, card, own }: RowActionsProps) {
  const buttons = model.actions(row).map(({ kind, label }, index) => {
    const mine = own?.[kind];
    return (
      <Button
        key={kind}
        variant={card && index === 0 ? 'primary' : undefined}
        fullWidth={card}
        loading={mine?.loading}
        disabled={mine?.disabled}
        onClick={mine ? mine.onClick : () => open({ kind, request: row })}
      >
        {label}
      </Button>
    );
  });
  if (model.onMoved)
    buttons.push(<ChangeDateButton key="move" request={row} onDone={model.onMoved} fullWidth={card} />);
  return card ? (
    <div className="admin-card__actions">{buttons}</div>
  ) : (
    <SpaceBetween size="xxs">
      <SpaceBetween direction="horizontal" size="xs">
        {buttons}
      </SpaceBetween>
      <TurnBackNote text={model.turnBack(row)} />
    </SpaceBetween>
  );
}

export function TurnBackNote({ text }: { text: string | undefined }) {
  return text ? (
    <Box variant="small" color="text-status-warning">
      {text}
    </Box>
  ) : null;
}
