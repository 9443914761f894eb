import './node20.ts';
import { createFederation, InProcessMessageQueue, MemoryKvStore, type KvKey } from '@fedify/fedify';
import { describe, expect, it } from 'vitest';
import { CryptographicKey } from '@fedify/vocab';
import { keepShippedContexts } from './loaders.ts';
import { keepParsedKeys } from './parsedKeys.ts';
import { newRsaKeyPair } from './federation.ts';
import { DatabaseKvStore } from './kv.ts';
import { BlockedDomains } from './blockedDomains.ts';
import { kvDelete } from '../store/federation.ts';
import type { Executor } from '../db/query.ts';
import { setupServer } from '../test/helpers.ts';

describe('the context loader', () => {
  it("answers the contexts Fedify ships marked static (jsonld keeps them across operations), on Fedify's own federation", async () => {
    const federation = createFederation<void>({ kv: new MemoryKvStore(), queue: new InProcessMessageQueue(), allowPrivateAddress: true, manuallyStartQueue: true });
    keepShippedContexts(federation);
    const loader = federation.createContext(new URL('https://blog.example')).contextLoader;
    for (const url of ['https://www.w3.org/ns/activitystreams', 'https://w3id.org/security/v1']) {
      const doc = (await loader(url)) as { tag?: string; documentUrl: string; document: unknown };
      expect(doc.tag).toBe('static');
      expect(doc.documentUrl).toBe(url);
      expect(doc.document).toHaveProperty('@context');
    }
  });
});

describe('public keys', () => {
  it('a key document is parsed once per process (its PEM imported once); another document, or a changed one, is parsed anew', async () => {
    keepParsedKeys();
    const keyOf = async (id: string) =>
      (await new CryptographicKey({ id: new URL(`https://elsewhere.example/users/${id}#main-key`), owner: new URL(`https://elsewhere.example/users/${id}`), publicKey: (await newRsaKeyPair()).publicKey }).toJsonLd()) as Record<string, unknown>;
    const pat = await keyOf('pat');
    // As Fedify's key cache reads it: a new object of the same JSON each time.
    const first = await CryptographicKey.fromJsonLd(structuredClone(pat));
    expect(await CryptographicKey.fromJsonLd(structuredClone(pat))).toBe(first);
    expect(first.ownerId?.href).toBe('https://elsewhere.example/users/pat');
    const sam = await CryptographicKey.fromJsonLd(await keyOf('sam'));
    expect(sam).not.toBe(first);
    expect(sam.ownerId?.href).toBe('https://elsewhere.example/users/sam');
    // Pat's key rotated: the new document is parsed, not the old key answered.
    const rotated = { ...(await keyOf('pat')) };
    const again = await CryptographicKey.fromJsonLd(rotated);
    expect(again).not.toBe(first);
    const spki = async (k: CryptographicKey) => Buffer.from(await crypto.subtle.exportKey('spki', k.publicKey!)).toString('base64');
    expect(await spki(again)).not.toBe(await spki(first));
  });
});

describe('blocked servers', () => {
  it('reads the list once for many activities, and again after a change here', async () => {
    let reads = 0;
    let list = [{ domain: 'spam.example', created_at: new Date() }];
    const blocked = new BlockedDomains({} as Executor, async () => {
      reads++;
      return list;
    });
    expect(await blocked.has('spam.example')).toBe(true);
    expect(await blocked.has('SPAM.example')).toBe(true);
    expect(await blocked.has('fine.example')).toBe(false);
    expect(reads).toBe(1);
    list = [];
    blocked.changed();
    expect(await blocked.has('spam.example')).toBe(false);
    expect(reads).toBe(2);
  });
});

describe('the key-value store', () => {
  const h = setupServer();

  it("keeps other servers' documents and keys in memory a while, and reads everything else from the database each time", async () => {
    const kv = new DatabaseKvStore(h.db.db);
    const actor: KvKey = ['_fedify', 'remoteDocument', 'https://elsewhere.example/users/pat'];
    const key: KvKey = ['_fedify', 'publicKey', 'https://elsewhere.example/users/pat#main-key'];
    const seen: KvKey = ['_fedify', 'activityIdempotence', 'https://elsewhere.example/likes/1'];
    await kv.set(actor, { document: { id: 'pat' } });
    await kv.set(key, { id: 'key' });
    await kv.set(seen, true);
    // Another instance (or the sweep) removes the rows: the copies are still answered here; the mark is not.
    for (const k of [actor, key, seen]) await kvDelete(h.db.db, JSON.stringify(k));
    expect(await kv.get(actor)).toEqual({ document: { id: 'pat' } });
    expect(await kv.get(key)).toEqual({ id: 'key' });
    expect(await kv.get(seen)).toBeUndefined();
    // A caller changing what it got does not change the copy.
    const got = (await kv.get<{ document: { id: string } }>(actor))!;
    got.document.id = 'changed';
    expect(await kv.get(actor)).toEqual({ document: { id: 'pat' } });
    // Deleting through the store removes the copy too.
    await kv.delete(actor);
    expect(await kv.get(actor)).toBeUndefined();
  });
});
