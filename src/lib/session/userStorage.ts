/**
 * What the app keeps on this device for one signed-in person, outside the session itself: keys of
 * the form `inkwell:<kind>:<username>:<rest>` in localStorage (the editor's unsaved copies are one
 * kind). Signing out removes all of them, so the next person at this browser finds none of it.
 */
export const userStorageKey = (kind: string, username: string, rest: string) => `inkwell:${kind}:${username}:${rest}`;

/** Removes every key of `username` (see userStorageKey); storage that cannot be read is left alone. */
export function clearUserStorage(username: string, store: Storage | null = localStorageOrNull()) {
  if (!store || !username) return;
  const mine = (key: string) => key.startsWith('inkwell:') && key.split(':')[2] === username;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key && mine(key)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
