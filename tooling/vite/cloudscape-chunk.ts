/**
 * One chunk for the Cloudscape modules most lazy pages share. Left to itself, the split makes one chunk per
 * set of lazy pages sharing a module: a page came in dozens of scripts and style sheets, most tiny, each
 * found only once its importer had loaded. The modules that a dozen or more of the lazy pages share (its
 * base: box, button, alert, link, form field…) go in one chunk instead, which each of those pages loads
 * anyway. Fewer shares pull a page's rarer components into every page; more leave the small chunks. What it
 * saved is in docs/performance.md.
 */
const shared =
  /node_modules[\\/](@cloudscape-design[\\/](components|component-toolkit|collection-hooks|theming-runtime)|@formatjs|intl-messageformat|react-transition-group|react-is|tslib|clsx|@babel[\\/]runtime)[\\/]/;
/**
 * Components the pages show mostly in dialogs, which load when first opened: however many dialogs share
 * them (issues 28 and 30 added dozens), they stay out of the chunk every page loads. The select and the
 * column layout (with the select's list, options, trigger and virtual scrolling) joined it once issue 30's dialogs and pages
 * counted past the dozen, and every page carried them; so did the date input (its calendar, masked input and
 * date formatting, and the helpers only they use) once issue 31's dialogs of a resident's cleans and issue 33's pages did.
 */
const dialogOnly =
  /@cloudscape-design[\\/]components[\\/](modal|token|token-group|select|column-layout|date-input|date-picker|calendar|internal[\\/]components[\\/](option|options-list|selectable-item|button-trigger|masked-input)|internal[\\/]hooks[\\/](use-virtual|use-date-cache)|internal[\\/]utils[\\/](date-time|locale|strings[\\/]pad-left-zeros)|internal[\\/](hooks[\\/]use-)?focus-tracker|internal[\\/]vendor[\\/]react-virtual)[\\/.]/;
/** What only the date input's modules (above) call: Babel's helpers and the week's first day by region. */
const dateHelpers =
  /@babel[\\/]runtime[\\/]helpers[\\/]esm[\\/](defineProperty|typeof|toPrimitive|toPropertyKey)\.|[\\/]weekstart[\\/]/;
/**
 * The table, which the admin dashboard loads only wider than 688 px (issue 28): counted with its lazy
 * chunk there, it reached the dozen shares and every page, the landing page's sign-in aside, loaded it.
 * The pagination of the cursor-paged lists with it: issue 34's audit log was its twelfth page, and every
 * page (the cleaning schedules', which has none, over its budget) would have carried it.
 */
const tableOnly = /@cloudscape-design[\\/]components[\\/](table|pagination)[\\/]/;

export const cloudscapeChunk = {
  name: 'cloudscape',
  test: (id: string) =>
    shared.test(id) && !dialogOnly.test(id) && !dateHelpers.test(id) && !tableOnly.test(id),
  minShareCount: 12,
  // react-transition-group's Babel helper (`inheritsLoose`) is one of them: left out, it was a tiny chunk
  // of its own on every page that loads this one.
  // Only the shared modules themselves: their dependencies (React) stay where they are.
  includeDependenciesRecursively: false,
};
