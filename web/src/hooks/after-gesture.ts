/**
 * Runs something that moves the layout once the pointer gesture under way has ended. A field's message
 * appears when the field is left; left by pressing on the next control, the message pushed that control
 * down between press and release, and the tap landed beside it (issue 28: the first tap on "I agree" on
 * the sign-up form missed). Waiting for the gesture's click keeps the control where the finger is.
 */
let pressed = false;

if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressed = true), true);
  document.addEventListener('pointerup', () => (pressed = false), true);
  document.addEventListener('pointercancel', () => (pressed = false), true);
}

export function afterGesture(run: () => void): void {
  if (!pressed) return run();
  // The click ends the gesture (on whatever was pressed); a cancelled one (a scroll) ends it too.
  const ends = ['click', 'pointercancel', 'keydown'] as const;
  const done = () => {
    ends.forEach((type) => document.removeEventListener(type, done, true));
    run();
  };
  ends.forEach((type) => document.addEventListener(type, done, true));
}
