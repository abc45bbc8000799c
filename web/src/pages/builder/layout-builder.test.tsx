import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, render, screen, waitFor } from '@testing-library/react';

import {
  defaultLayoutSettings,
  layoutStorageKey,
  loadLayoutSettings,
  resetLayoutSettings,
  useLayoutSettings,
} from '../../layout/layout-settings';
import { makeTestUser, renderPage } from '../../test/render-page';
import { builderTabStorageKey } from './builder-tab';
import LayoutBuilder from './layout-builder';
import { reloadPage } from './reload-page';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

/** What the shell would apply, read through the same hook it uses. */
let shell: ReturnType<typeof useLayoutSettings>;
function ShellProbe() {
  shell = useLayoutSettings();
  return null;
}

const page = () => createWrapper(document.body);
const button = (name: string) => screen.getByRole('button', { name });

async function renderBuilder() {
  return renderPage(
    <>
      <ShellProbe />
      <LayoutBuilder />
    </>,
    { user: makeTestUser('student') },
  );
}

beforeEach(() => {
  localStorage.clear();
  act(() => resetLayoutSettings());
  vi.mocked(reloadPage).mockClear();
});

describe('layout builder', () => {
  it('remembers the active tab', async () => {
    // Prepare
    const first = await renderBuilder();
    expect(page().findTabs()!.findActiveTab()!.getElement()).toHaveTextContent('Header');
    // Act
    page().findTabs()!.findTabLinkById('footer')!.click();
    first.unmount();
    await renderBuilder();
    // Assess
    expect(localStorage.getItem(builderTabStorageKey)).toBe('footer');
    expect(page().findTabs()!.findActiveTab()!.getElement()).toHaveTextContent('Footer');
    expect(page().findTabs()!.findTabContent()!.findToggle()!.findNativeInput().getElement()).toBeChecked();
  });

  it('previews without saving, and the preview ends when the page is left', async () => {
    // Prepare
    const view = await renderBuilder();
    page().findTabs()!.findTabLinkById('footer')!.click();
    // Act
    page().findTabs()!.findTabContent()!.findToggle()!.findNativeInput().click();
    button('Preview').click();
    // Assess
    await waitFor(() => expect(shell.settings).toEqual({ ...defaultLayoutSettings, footer: false }));
    expect(shell.saved).toEqual(defaultLayoutSettings);
    expect(localStorage.getItem(layoutStorageKey)).toBeNull();
    expect(screen.getByText(/You are previewing these settings/)).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
    // Act
    view.unmount();
    render(<ShellProbe />);
    // Assess
    expect(shell.isPreviewing).toBe(false);
    expect(shell.settings).toEqual(defaultLayoutSettings);
  });

  it('saves to local storage and reloads', async () => {
    // Prepare
    await renderBuilder();
    page().findTabs()!.findTabLinkById('aside')!.click();
    // Act
    page().findTabs()!.findTabContent()!.findRadioGroup()!.findInputByValue('minimised')!.click();
    page().findTabs()!.findTabLinkById('content')!.click();
    const [width, density, mode] = page().findTabs()!.findTabContent()!.findAllRadioGroups();
    width!.findInputByValue('fixed')!.click();
    density!.findInputByValue('compact')!.click();
    mode!.findInputByValue('dark')!.click();
    button('Save').click();
    // Assess
    const expected = {
      ...defaultLayoutSettings,
      navigation: 'minimised',
      contentWidth: 'fixed',
      density: 'compact',
      mode: 'dark',
    };
    expect(JSON.parse(localStorage.getItem(layoutStorageKey)!)).toEqual(expected);
    expect(loadLayoutSettings()).toEqual(expected);
    await waitFor(() => expect(shell.settings).toEqual(expected));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('resets saved settings to the defaults', async () => {
    // Prepare
    localStorage.setItem(
      layoutStorageKey,
      JSON.stringify({ ...defaultLayoutSettings, stickyHeader: false, footer: false }),
    );
    act(() => shell?.save(loadLayoutSettings()));
    await renderBuilder();
    expect(
      page().findTabs()!.findTabContent()!.findToggle()!.findNativeInput().getElement(),
    ).not.toBeChecked();
    // Act
    button('Reset').click();
    // Assess
    expect(localStorage.getItem(layoutStorageKey)).toBeNull();
    await waitFor(() => expect(shell.settings).toEqual(defaultLayoutSettings));
    expect(page().findTabs()!.findTabContent()!.findToggle()!.findNativeInput().getElement()).toBeChecked();
  });
});
