/**
 * The top bar keeps the project list it loaded; a page that adds, renames, enables or deletes a project announces
 * it here and the top bar reloads its list. A DOM event keeps the shell free of the pages' query machinery.
 */
const EVENT = "zcps:project-list-changed";

export function announceProjectListChanged(): void {
  window.dispatchEvent(new Event(EVENT));
}

export function onProjectListChanged(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
