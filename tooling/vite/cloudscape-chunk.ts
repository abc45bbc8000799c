/**
 * One chunk for the Cloudscape modules most lazy pages share. Left to itself, the split makes one chunk per
 * set of lazy pages sharing a module: a page came in dozens of scripts and style sheets, most tiny, each
 * found only once its importer had loaded. The modules that a dozen or more of the lazy pages share (its
 * base: box, button, alert, link, form field…) go in one chunk instead, which each of those pages loads
 * anyway. Fewer shares pull a page's rarer components into every page; more leave the small chunks. What it
 * saved is in docs/performance.md.
 */
export const cloudscapeChunk = {
  name: 'cloudscape',
  test: /node_modules[\\/](@cloudscape-design[\\/](components|component-toolkit|collection-hooks|theming-runtime)|@formatjs|intl-messageformat|react-transition-group|react-is|tslib|clsx|@babel[\\/]runtime)[\\/]/,
  // 13 since the Rooms page and its lazy controls (issue 30) added two chunks: at 12, fifty more modules
  // (button dropdown, modal, token, tooltip…) crossed the line and the dashboards grew 3 KB past their
  // budget; at 13 they are 0.8 KB above what they were (the new routes and codes), at 14–16 larger again.
  minShareCount: 13,
  // react-transition-group's Babel helper (`inheritsLoose`) is one of them: left out, it was a tiny chunk
  // of its own on every page that loads this one.
  // Only the shared modules themselves: their dependencies (React) stay where they are.
  includeDependenciesRecursively: false,
};
