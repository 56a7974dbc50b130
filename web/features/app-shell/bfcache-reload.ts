/**
 * SPEC §2: a page restored from the back-forward cache reloads, so that it never shows a
 * frozen copy of the signed-in state or of counts that changed meanwhile.
 */
export function installBfcacheReload(win: Window = window): void {
  win.addEventListener('pageshow', (event) => {
    if (event.persisted) win.location.reload();
  });
}
