/** The builder's active tab, remembered in localStorage (spec §2). */
export const builderTabs = ['header', 'subheader', 'content', 'aside', 'footer'] as const;
export type BuilderTab = (typeof builderTabs)[number];

export const builderTabStorageKey = 'hostel-clean.builder-tab.v1';

export function readBuilderTab(): BuilderTab {
  try {
    const stored = localStorage.getItem(builderTabStorageKey);
    return builderTabs.find((tab) => tab === stored) ?? 'header';
  } catch {
    return 'header';
  }
}

export function writeBuilderTab(tab: BuilderTab): void {
  try {
    localStorage.setItem(builderTabStorageKey, tab);
  } catch {
    // Blocked storage: the tab is simply not remembered.
  }
}
