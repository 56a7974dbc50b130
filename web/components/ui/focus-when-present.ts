/**
 * Moves the focus to the element with this id as soon as it is in the page: at once, or when a
 * render adds it (a new reply appears once the page's data has reloaded after the answer).
 * Gives up after `timeoutMs`, leaving the focus where it is. Keyboard and screen-reader users
 * then continue from what they just made instead of from the top of the page.
 */
export function focusWhenPresent(id: string, timeoutMs = 10_000): void {
  const focus = () => {
    const element = document.getElementById(id);
    if (!element) return false;
    element.focus({ preventScroll: false });
    return true;
  };
  if (focus()) return;
  const observer = new MutationObserver(() => {
    if (focus()) stop();
  });
  const timer = window.setTimeout(stop, timeoutMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
}
