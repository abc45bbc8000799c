/**
 * One to five stars to choose from, as toggle buttons in a labelled group; `FormStarRating` is the form
 * kit's field for it.
 */
import ToggleButton from '@cloudscape-design/components/toggle-button';

import { withFormField } from './form-fields';

const stars = [1, 2, 3, 4, 5] as const;

interface StarRatingProps {
  /** 0 while none is chosen. */
  value: number;
  onChange(event: { detail: { value: number } }): void;
  ariaLabel: string;
  /** Each star's name, e.g. "4 stars". */
  starLabel(star: number): string;
}

export function StarRating({ value, onChange, ariaLabel, starLabel }: StarRatingProps) {
  return (
    <div role="group" aria-label={ariaLabel}>
      {stars.map((star) => (
        <ToggleButton
          key={star}
          variant="icon"
          iconName="star"
          pressedIconName="star-filled"
          pressed={star <= value}
          ariaLabel={starLabel(star)}
          onChange={() => onChange({ detail: { value: star } })}
        />
      ))}
    </div>
  );
}

export const FormStarRating = withFormField(StarRating);
