/**
 * The layout builder's settings (spec §2 /builder): what the Cloudscape shell can change, with defaults,
 * stored in localStorage. One store for the whole tab, so the builder's preview shows in the shell at once:
 * `useLayoutSettings()` gives the effective settings (the preview while there is one, else the saved ones)
 * and the actions `preview`, `save`, `reset`. The shell applies them with `applyVisualSettings` and
 * AppLayout props.
 */
import { applyDensity, applyMode, Density, Mode } from '@cloudscape-design/global-styles';
import { useMemo, useSyncExternalStore } from 'react';

export interface LayoutSettings {
  /** The top navigation stays in view while the page scrolls. */
  stickyHeader: boolean;
  /** Side navigation: open, minimised to its toggle, or minimised and opened by hovering the left edge. */
  navigation: 'open' | 'minimised' | 'hidden-on-hover';
  /** Content spans the window (fluid) or keeps a readable maximum width (fixed). */
  contentWidth: 'fluid' | 'fixed';
  breadcrumbs: boolean;
  density: 'comfortable' | 'compact';
  mode: 'light' | 'dark';
  footer: boolean;
}

export const defaultLayoutSettings: Readonly<LayoutSettings> = Object.freeze({
  stickyHeader: true,
  navigation: 'open',
  contentWidth: 'fluid',
  breadcrumbs: true,
  density: 'comfortable',
  mode: 'light',
  footer: true,
});

/** The choices of each setting, for the builder's controls and for checking what storage holds. */
export const layoutChoices = {
  navigation: ['open', 'minimised', 'hidden-on-hover'],
  contentWidth: ['fluid', 'fixed'],
  density: ['comfortable', 'compact'],
  mode: ['light', 'dark'],
} as const satisfies Partial<Record<keyof LayoutSettings, readonly string[]>>;

export const layoutStorageKey = 'hostel-clean.layout.v1';

function pick<T>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Reads the saved settings; anything missing or unknown (older versions, hand edits) takes its default. */
export function loadLayoutSettings(): LayoutSettings {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(layoutStorageKey) ?? '{}');
    if (parsed && typeof parsed === 'object') raw = parsed as Record<string, unknown>;
  } catch {
    // Unreadable storage or JSON: the defaults.
  }
  const d = defaultLayoutSettings;
  return {
    stickyHeader: pick(raw.stickyHeader, [true, false], d.stickyHeader),
    navigation: pick(raw.navigation, layoutChoices.navigation, d.navigation),
    contentWidth: pick(raw.contentWidth, layoutChoices.contentWidth, d.contentWidth),
    breadcrumbs: pick(raw.breadcrumbs, [true, false], d.breadcrumbs),
    density: pick(raw.density, layoutChoices.density, d.density),
    mode: pick(raw.mode, layoutChoices.mode, d.mode),
    footer: pick(raw.footer, [true, false], d.footer),
  };
}

interface State {
  saved: LayoutSettings;
  preview: LayoutSettings | null;
}

let state: State = { saved: loadLayoutSettings(), preview: null };
const listeners = new Set<() => void>();

function setState(next: State): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Saves the settings and ends any preview. */
export function saveLayoutSettings(settings: LayoutSettings): void {
  try {
    localStorage.setItem(layoutStorageKey, JSON.stringify(settings));
  } catch {
    // Blocked storage: the settings still hold for this tab.
  }
  setState({ saved: { ...settings }, preview: null });
}

/** Back to the defaults, saved, with no preview. */
export function resetLayoutSettings(): void {
  try {
    localStorage.removeItem(layoutStorageKey);
  } catch {
    // See saveLayoutSettings.
  }
  setState({ saved: { ...defaultLayoutSettings }, preview: null });
}

/** Shows settings without saving them; `null` ends the preview. */
export function previewLayoutSettings(settings: LayoutSettings | null): void {
  setState({ ...state, preview: settings && { ...settings } });
}

/** Light/dark mode and density are page-wide classes set by Cloudscape's global styles. */
export function applyVisualSettings(settings: Pick<LayoutSettings, 'mode' | 'density'>): void {
  applyMode(settings.mode === 'dark' ? Mode.Dark : Mode.Light);
  applyDensity(settings.density === 'compact' ? Density.Compact : Density.Comfortable);
}

export interface LayoutSettingsApi {
  /** What the shell shows: the preview if there is one, else the saved settings. */
  settings: LayoutSettings;
  saved: LayoutSettings;
  isPreviewing: boolean;
  preview: typeof previewLayoutSettings;
  save: typeof saveLayoutSettings;
  reset: typeof resetLayoutSettings;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => state;

export function useLayoutSettings(): LayoutSettingsApi {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(
    () => ({
      settings: current.preview ?? current.saved,
      saved: current.saved,
      isPreviewing: current.preview !== null,
      preview: previewLayoutSettings,
      save: saveLayoutSettings,
      reset: resetLayoutSettings,
    }),
    [current],
  );
}
