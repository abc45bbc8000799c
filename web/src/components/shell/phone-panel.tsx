/**
 * A panel over the page on a phone (the side navigation, the notifications, a request's timeline), below
 * the top bar as AppLayout's drawers are: focus goes to its close button when it opens and back where it
 * was when it closes; Escape closes it.
 */
import Button, { type ButtonProps } from '@cloudscape-design/components/button';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/** Where the panel starts: under the top bar while the bar is on screen, else at the window's top. */
function topBarBottom() {
  const bar = document.getElementById('shell-header');
  return Math.max(0, bar?.getBoundingClientRect().bottom ?? 0);
}

export function PhonePanel({
  as: Element = 'aside',
  label,
  closeLabel,
  onClose,
  header,
  children,
}: {
  as?: 'aside' | 'nav';
  label: string;
  closeLabel: string;
  onClose(): void;
  header?: ReactNode;
  children: ReactNode;
}) {
  const close = useRef<ButtonProps.Ref>(null);
  const [top, setTop] = useState(0);
  // Before the layout makes the page behind it inert (its own layout effect runs after this one).
  useLayoutEffect(() => {
    setTop(topBarBottom());
    const opener = document.activeElement;
    close.current?.focus();
    return () => {
      // Back to what opened it, if it is still there (a followed link leaves a new page behind), once the
      // commit that closes the panel has made the page behind it reachable again.
      queueMicrotask(() => {
        if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      });
    };
  }, []);

  return (
    <Element
      className="phone-panel"
      aria-label={label}
      style={{ top }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      {/* Without a header of its own, the close button sits beside the content's (the navigation's, the notifications'). */}
      <div className={header ? 'phone-panel__head' : 'phone-panel__head phone-panel__head--over'}>
        {header}
        <Button ref={close} variant="icon" iconName="close" ariaLabel={closeLabel} onClick={onClose} />
      </div>
      <div className="phone-panel__body">{children}</div>
    </Element>
  );
}
