/**
 * The keeper's photos of a clean (issue 32), chosen on the card after Start and sent with Done: taken with
 * the camera or picked, shown as thumbnails, at most four. They leave the phone only re-encoded
 * (`reencode.ts`), so the camera's location data never does.
 */
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import { useTranslation } from 'react-i18next';

import { maxPhotosPerAction } from '#shared/photos';

/** What the file picker offers: what a canvas can read, HEIC included (re-encoded to JPEG on the phone). */
const accept = 'image/*';

export function DonePhotos(props: { value: readonly File[]; onChange: (files: File[]) => void }) {
  const { t } = useTranslation('dashboard');
  const tooMany = props.value.length > maxPhotosPerAction;
  return (
    <FormField
      label={t('photos.label')}
      constraintText={t('photos.constraint', { count: maxPhotosPerAction })}
      errorText={tooMany ? t('photos.tooMany', { count: maxPhotosPerAction }) : undefined}
    >
      <FileUpload
        accept={accept}
        multiple
        showFileThumbnail
        value={props.value}
        onChange={({ detail }) => props.onChange(detail.value)}
      />
    </FormField>
  );
}
