/**
 * Checks of a parsed JSON request body that the JSON parser does not make. PostgreSQL refuses NUL in
 * text, so a NUL anywhere in a body is refused before it reaches a route (a 500 otherwise).
 */

/** Whether a parsed JSON value has a NUL character in any string or key. */
export function holdsNul(value: unknown): boolean {
  // A stack, not recursion: bodies nested thousands deep are valid JSON.
  const stack = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\0')) return true;
    } else if (Array.isArray(v)) {
      for (const x of v) stack.push(x);
    } else if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
        if (k.includes('\0')) return true;
        stack.push(x);
      }
    }
  }
  return false;
}
