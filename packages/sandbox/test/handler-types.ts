// Type-level checks of the handler map, compiled by `tsc -p tsconfig.json` (never run): the map keyed
// by operationId is typed from `@vps-hosting/api/schema`, so a missing, extra or mistyped handler,
// a wrong answer or a misread body fails the type-check. Each `@ts-expect-error` below must stay an error.
import type { Answer, Ctx, Handler, Handlers } from '../src/http/context.js';
import { handlers } from '../src/domain/handlers/index.js';
import type { JsonText } from '../src/domain/list.js';
import type { Action, Server } from '../src/domain/model.js';

// The real map has exactly one handler per operation of the document's paths.
export const complete: Handlers = handlers;

// A map without one of them is refused.
const { getServer: _missing, ...withoutGetServer } = handlers;
// @ts-expect-error: getServer is missing
export const missing: Handlers = withoutGetServer;

// A handler for an operation the document does not have is refused.
// @ts-expect-error: no operation is called rebootEverything
export const extra: Handlers = { ...handlers, rebootEverything: handlers.rebootServer };

declare const server: Server;
declare const action: Action;

// A handler answers its operation's success status with its operation's body…
export const getServer: Handler<'getServer'> = async () => ({ status: 200, body: server });
// …or that body as JSON text already written.
export const getServerText: Handler<'getServer'> = async () => ({ status: 200, body: {} as JsonText<Server> });

// @ts-expect-error: getServer answers 200, not 201
export const wrongStatus: Handler<'getServer'> = async () => ({ status: 201, body: server });

// @ts-expect-error: getServer answers a Server, not an Action
export const wrongBody: Handler<'getServer'> = async () => ({ status: 200, body: action });

// @ts-expect-error: a server's status is one of ServerStatus
export const wrongEnum: Handler<'getServer'> = async () => ({ status: 200, body: { ...server, status: 'asleep' } });

// @ts-expect-error: the text of another type is refused too
export const wrongText: Handler<'getServer'> = async () => ({ status: 200, body: {} as JsonText<{ id: string }> });

// A 201 declares a Location: the answer must give it.
// @ts-expect-error: createServer's 201 needs its location
export const noLocation: Handler<'createServer'> = async () => ({ status: 201, body: server });
export const created: Handler<'createServer'> = async (ctx) => ({ status: 201, body: server, location: ctx.baseUrl });

// The context carries the operation's parameters and body, typed.
export const reads = (ctx: Ctx<'createServer'>, get: Ctx<'getServer'>): [string, number] => [
  ctx.body.name,
  get.params.server_id,
];
// @ts-expect-error: createServer's body has no field `size`
export const noSuchField = (ctx: Ctx<'createServer'>) => ctx.body.size;
// @ts-expect-error: getServer takes no body
export const noBody = (ctx: Ctx<'getServer'>) => ctx.body.name;
// @ts-expect-error: server_id is a number
export const wrongParam = (ctx: Ctx<'getServer'>): string => ctx.params.server_id;

// An answer type names its operation's statuses only.
export type CreateServerStatus = Answer<'createServer'>['status'];
export const createStatus: CreateServerStatus = 201;
