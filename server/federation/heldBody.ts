/**
 * An inbox POST as Fedify reads it, with the body Fastify already holds as bytes (and the JSON this
 * server already parsed from them to refuse what is too deep or from a blocked server).
 *
 * A `Request` made with a body keeps it as a web stream, and Fedify reads it through clones: the
 * inbox clones the request and parses its JSON, the signature check clones it again and reads its
 * bytes for the digest. Each clone tees the stream and each read pulls it through, and the JSON is
 * parsed a second time: about 0.5 ms of CPU and much garbage an inbox POST, for bytes already in
 * memory. Here the request carries no stream; its readers answer from the bytes, every time and on
 * every clone (reading never uses it up), and its first `json()` answers the JSON parsed from those
 * very bytes, which nothing changed (later ones parse them anew). The digest is still computed over
 * exactly the bytes whose JSON is handled, so the signature covers what is read.
 */
export class HeldBodyRequest extends Request {
  readonly #bytes: Uint8Array;
  #parsed: { value: unknown } | null;

  constructor(url: URL, init: { method: string; headers: Headers }, bytes: Uint8Array, parsed?: { value: unknown }) {
    super(url, { method: init.method, headers: init.headers });
    this.#bytes = bytes;
    this.#parsed = parsed ?? null;
  }

  /** The same request: its body is never used up, and Fedify only reads a clone's headers and body. */
  override clone(): Request {
    return this;
  }

  /**
   * A copy of exactly the body's bytes: a reader may keep or change what it gets, and Fastify's Buffer
   * may be a view of a larger pool (whose `buffer` is not the body; `Buffer#slice` copies nothing).
   */
  override async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return new Uint8Array(this.#bytes);
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    return new Uint8Array(this.#bytes).buffer;
  }

  override async blob(): Promise<Blob> {
    return new Blob([new Uint8Array(this.#bytes)], { type: this.headers.get('content-type') ?? '' });
  }

  override async text(): Promise<string> {
    return new TextDecoder().decode(this.#bytes);
  }

  override async json(): Promise<unknown> {
    const parsed = this.#parsed;
    if (parsed) {
      this.#parsed = null;
      return parsed.value;
    }
    return JSON.parse(await this.text());
  }

  override async formData(): Promise<FormData> {
    throw new TypeError('an inbox body is not form data');
  }
}
