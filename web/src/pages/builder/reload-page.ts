/** Reloads the page after the layout is saved (spec §3: saving reloads), kept apart so tests can see it. */
export function reloadPage(): void {
  window.location.reload();
}
