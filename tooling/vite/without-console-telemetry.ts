/**
 * Every Cloudscape component, as it mounts, runs two hooks written for the AWS console
 * (`internal/hooks/use-base-component/index.js`): `useComponentMetrics` builds JSON details of the component
 * and its props for the console's client logging (`window.AWSC`, `window.panorama`), which no page of this
 * site has, and `useMissingStylesCheck` starts a timer and an idle callback per component to log an error
 * when Cloudscape's CSS is missing, which the build bundles. On the admin dashboard's first visit on a phone
 * these were a good part of the long tasks after the title painted (issue 28): hundreds of mounts, then
 * hundreds of idle callbacks a second later. The production build makes both hooks do nothing. It fails the
 * build if either module no longer reads as expected, so a new release is reviewed rather than emptied.
 */
import { readFileSync } from 'node:fs';

import type { Plugin } from 'vite';

const modules = [
  {
    id: /@cloudscape-design[\\/]component-toolkit[\\/]mjs[\\/]internal[\\/]base-component[\\/]component-metrics\.js$/,
    expected: ['export function useComponentMetrics(componentName, settings, configuration'],
    replacement: 'export function useComponentMetrics() {}\n',
  },
  {
    id: /@cloudscape-design[\\/]components[\\/]internal[\\/]hooks[\\/]use-base-component[\\/]styles-check\.js$/,
    expected: ['export function useMissingStylesCheck(elementRef)', 'checkMissingStyles(ownerDocument)'],
    replacement:
      'export function useMissingStylesCheck() {}\nexport const __testResetCheckedDocs = () => {};\n',
  },
];

export function withoutConsoleTelemetry(): Plugin {
  const replaced = new Set<RegExp>();
  return {
    name: 'hostel-without-console-telemetry',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const module = modules.find((candidate) => candidate.id.test(id));
      if (!module) return undefined;
      const original = readFileSync(id, 'utf8');
      if (module.expected.some((line) => !original.includes(line)))
        this.error(`Cloudscape's ${id} no longer reads as ${import.meta.filename} expects; review it`);
      replaced.add(module.id);
      return { code: module.replacement, map: null };
    },
    buildEnd() {
      if (replaced.size < modules.length)
        this.warn("Cloudscape's metrics or styles-check module was not found; components still run them");
    },
  };
}
