/**
 * A secret the server keeps only hashed or sealed (a calendar feed's link, a webhook's signing secret),
 * shown once when it is made: what to do with it, and a button that copies it.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import SpaceBetween from '@cloudscape-design/components/space-between';

interface ShownOnceProps {
  header: string;
  howTo: string;
  text: string;
  /** The copy button's label and what it says after copying, or failing to. */
  copy: { label: string; copied: string; notCopied: string };
  onDismiss?: () => void;
}

export function ShownOnce({ header, howTo, text, copy, onDismiss }: ShownOnceProps) {
  return (
    <Alert type="success" header={header} dismissible={onDismiss !== undefined} onDismiss={onDismiss}>
      <SpaceBetween size="xs">
        <Box>{howTo}</Box>
        <CopyToClipboard
          variant="inline"
          textToCopy={text}
          copyButtonAriaLabel={copy.label}
          copySuccessText={copy.copied}
          copyErrorText={copy.notCopied}
          wrapText
        />
      </SpaceBetween>
    </Alert>
  );
}
