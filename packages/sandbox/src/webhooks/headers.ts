// The delivery headers (docs/design/webhooks.md#signing), named as the document's `webhooks` entries name them.
import { deref, openapi, type JsonObject } from '../document.js';

/** Every header parameter of the document's webhooks entries, by lower-case name. */
const documented = new Map<string, JsonObject>(
  Object.values((openapi.webhooks ?? {}) as JsonObject).flatMap((item) =>
    ((((item as JsonObject).post as JsonObject | undefined)?.parameters as unknown[] | undefined) ?? [])
      .map((p) => deref<JsonObject>(p))
      .filter((p) => p.in === 'header')
      .map((p): [string, JsonObject] => [String(p.name).toLowerCase(), p]),
  ),
);

function header(suffix: string): string {
  const name = [...documented.keys()].find((n) => n.endsWith(suffix));
  if (!name) throw new Error(`the document's webhooks entries document no *${suffix} header`);
  return name;
}

export const DELIVERY_HEADERS = {
  id: header('-id'),
  timestamp: header('-timestamp'),
  signature: header('-signature'),
} as const;

/** The User-Agent of deliveries: as the document's webhooks entries give it, else as the
 *  introduction (info.description) states it (`User-Agent: …`). */
export const USER_AGENT = ((): string => {
  const schema = deref<JsonObject | undefined>(documented.get('user-agent')?.schema);
  const stated = /`User-Agent: ([^`]+)`/.exec(String((openapi.info as JsonObject).description ?? ''))?.[1];
  const agent = schema?.const ?? schema?.example ?? documented.get('user-agent')?.example ?? stated;
  if (agent === undefined) throw new Error('the document states no User-Agent for webhook deliveries');
  return String(agent);
})();
