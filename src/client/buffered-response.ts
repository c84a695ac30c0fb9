// A response whose body the transport has read in full (so that an attempt's time limit covers the
// body too), and which openapi-fetch or the caller then reads from those same bytes: no copy of the
// body and no second Response per attempt. The received object keeps its identity, status, headers
// and url; only its body members are served from the bytes, once, as a Response's are.

const BYTES = Symbol('buffered body');
let decoder: InstanceType<typeof TextDecoder> | undefined;
/** UTF-8, and it drops a leading BOM, as `Response.text()` does. */
const utf8 = (bytes: Uint8Array): string => {
  decoder ??= new TextDecoder();
  return decoder.decode(bytes);
};

interface BufferState {
  /** The body, until something reads it. */
  bytes: Uint8Array<ArrayBuffer> | undefined;
  /** The stream `body` returned, once asked for. */
  stream?: ReadableStream<Uint8Array>;
}

type Buffered = Response & { [BYTES]: BufferState };

function take(response: Buffered): Uint8Array<ArrayBuffer> {
  const state = response[BYTES];
  const { bytes } = state;
  if (bytes === undefined) throw new TypeError('Body is unusable: Body has already been read');
  state.bytes = undefined;
  return bytes;
}

let bufferedPrototype: object | undefined;
/** Response.prototype with its body members replaced; the other members (status, headers, …) inherited.
 *  Made on the first response: reading `Response` loads Node's fetch, which an importer that sends
 *  nothing (a `vps --dry-run`, a usage error) need not pay for. */
const prototypeOfBuffered = (): object => {
  bufferedPrototype ??= Object.create(Response.prototype, BUFFERED_MEMBERS);
  return bufferedPrototype as object;
};
const BUFFERED_MEMBERS: PropertyDescriptorMap = {
  body: {
    get(this: Buffered) {
      const state = this[BYTES];
      // A byte stream pulls only when read, so asking for `body` does not use it up.
      state.stream ??= new ReadableStream({
        type: 'bytes',
        pull: (controller) => {
          const bytes = take(this);
          if (bytes.byteLength > 0) controller.enqueue(bytes);
          controller.close();
        },
      });
      return state.stream;
    },
  },
  bodyUsed: {
    get(this: Buffered) {
      return this[BYTES].bytes === undefined;
    },
  },
  arrayBuffer: {
    async value(this: Buffered) {
      const bytes = take(this);
      return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
        ? bytes.buffer
        : bytes.slice().buffer;
    },
  },
  bytes: {
    async value(this: Buffered) {
      return take(this);
    },
  },
  text: {
    async value(this: Buffered) {
      return utf8(take(this));
    },
  },
  json: {
    async value(this: Buffered) {
      return JSON.parse(utf8(take(this)));
    },
  },
  blob: {
    async value(this: Buffered) {
      return new Blob([take(this)], { type: this.headers.get('content-type') ?? '' });
    },
  },
  formData: {
    async value(this: Buffered) {
      return new Response(take(this), { headers: this.headers }).formData();
    },
  },
  clone: {
    value(this: Buffered) {
      const { bytes } = this[BYTES];
      if (bytes === undefined) throw new TypeError('Response.clone: Body has already been consumed.');
      return withUrl(
        new Response(bytes.slice(), { status: this.status, statusText: this.statusText, headers: this.headers }),
        this.url,
      );
    },
  },
};

function withUrl(response: Response, url: string): Response {
  Object.defineProperty(response, 'url', { value: url });
  return response;
}

/**
 * Reads the whole body of `response` and returns a response that can still be read once. A plain
 * Response (what `fetch` returns) is returned itself, its body now served from the bytes read; any
 * other kind (a subclass, a polyfill) is copied into a new Response.
 */
export async function readWholeBody(response: Response): Promise<Response> {
  if (response.body === null) return response;
  if (Object.getPrototypeOf(response) !== Response.prototype) {
    const bytes = await response.arrayBuffer();
    return withUrl(
      new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers }),
      response.url,
    );
  }
  const bytes = await readAll(response);
  Object.setPrototypeOf(response, prototypeOfBuffered());
  (response as Buffered)[BYTES] = { bytes };
  return response;
}

/**
 * The body of a plain Response, read from its stream: a body that arrives in one chunk (most
 * answers of this API) is kept as that chunk, not copied as `arrayBuffer()` copies it.
 */
async function readAll(response: Response): Promise<Uint8Array<ArrayBuffer>> {
  const body = response.body!;
  // A used or locked body: let arrayBuffer() throw its usual TypeError.
  if (response.bodyUsed || body.locked) return new Uint8Array(await response.arrayBuffer());
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!(value instanceof Uint8Array)) throw new TypeError('Received non-Uint8Array chunk');
    chunks.push(value);
    length += value.byteLength;
  }
  if (chunks.length === 1 && chunks[0]!.buffer instanceof ArrayBuffer) return chunks[0] as Uint8Array<ArrayBuffer>;
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
