/**
 * Node 20 has no global `navigator` (Node 21 added it); Fedify reads `navigator?.userAgent` when it
 * imports an Ed25519 key, which throws a ReferenceError where the name is not declared at all. The
 * same object Node 21 and later provide, for the part Fedify reads.
 */
if (typeof (globalThis as { navigator?: unknown }).navigator === 'undefined') {
  Object.defineProperty(globalThis, 'navigator', { value: { userAgent: `Node.js/${process.versions.node.split('.')[0]}` }, configurable: true, writable: true });
}
