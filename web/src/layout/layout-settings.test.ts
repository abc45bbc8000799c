/** The layout builder's settings store: defaults, checked storage, preview without saving, reset. */
import { act, renderHook } from '@testing-library/react';

import {
  defaultLayoutSettings,
  type LayoutSettings,
  layoutStorageKey,
  loadLayoutSettings,
  resetLayoutSettings,
  useLayoutSettings,
} from './layout-settings';

const compactDark: LayoutSettings = {
  ...defaultLayoutSettings,
  density: 'compact',
  mode: 'dark',
  footer: false,
};

beforeEach(() => {
  localStorage.clear();
  resetLayoutSettings();
});

describe('loadLayoutSettings', () => {
  it('keeps valid stored values and replaces unknown ones with defaults', () => {
    // Prepare
    localStorage.setItem(
      layoutStorageKey,
      JSON.stringify({ navigation: 'minimised', contentWidth: 'huge', stickyHeader: 'yes', mode: 'dark' }),
    );

    // Act
    const settings = loadLayoutSettings();

    // Assess
    expect(settings).toEqual({ ...defaultLayoutSettings, navigation: 'minimised', mode: 'dark' });
  });

  it('falls back to the defaults for unreadable storage', () => {
    // Prepare
    localStorage.setItem(layoutStorageKey, '{not json');

    // Act + Assess
    expect(loadLayoutSettings()).toEqual(defaultLayoutSettings);
  });
});

describe('useLayoutSettings', () => {
  it('previews without saving, then saves', () => {
    // Prepare
    const { result } = renderHook(() => useLayoutSettings());

    // Act: preview
    act(() => result.current.preview(compactDark));

    // Assess
    expect(result.current.settings).toEqual(compactDark);
    expect(result.current.isPreviewing).toBe(true);
    expect(result.current.saved).toEqual(defaultLayoutSettings);
    expect(localStorage.getItem(layoutStorageKey)).toBeNull();

    // Act: save
    act(() => result.current.save(compactDark));

    // Assess
    expect(result.current.settings).toEqual(compactDark);
    expect(result.current.isPreviewing).toBe(false);
    expect(JSON.parse(localStorage.getItem(layoutStorageKey)!)).toEqual(compactDark);
  });

  it('resets to the defaults and forgets the stored settings', () => {
    // Prepare
    const { result } = renderHook(() => useLayoutSettings());
    act(() => result.current.save(compactDark));

    // Act
    act(() => result.current.reset());

    // Assess
    expect(result.current.settings).toEqual(defaultLayoutSettings);
    expect(localStorage.getItem(layoutStorageKey)).toBeNull();
  });
});
