// How a value travels, which decides what a schema change does to it:
//   json: typed values (a number is not a string);
//   text: every scalar travels as text (parameters and headers, form fields, text/*): a number or a
//         boolean sent is also a valid string;
//   xml:  elements, typed by no one on the wire: besides text, an element read as a string is read
//         whatever it holds (its text), so a string also admits what an object sent.
// Where a list travels as the value repeated (`tag=a&tag=b`, form fields, XML elements that are not
// wrapped) or joined by a delimiter (`tag=a,b`), a single value reads as a list of one.
import type { JsonObject } from './document.js';

export type WireKind = 'json' | 'text' | 'xml';

export interface Wire {
  kind: WireKind;
  /** How a list at the root travels (a parameter): repeated, or joined by this delimiter. */
  root?: 'repeated' | { delimiter: string };
  /** The root object's properties are fields whose lists travel repeated (a form without `encoding`). */
  fields?: boolean;
}

export const JSON_WIRE: Wire = { kind: 'json' };

/** Where in the value a schema sits: the root, a property of the root (a form field), deeper. */
export type Slot = 'root' | 'field' | 'property' | 'other';

/** The wire of a media type; any other (a wildcard, a binary format) is compared as JSON, the strictest. */
export function mediaWire(mediaType: string, media: JsonObject): Wire {
  const type = (mediaType.split(';')[0] ?? '').trim().toLowerCase();
  const [main = '', sub = ''] = type.split('/');
  if (sub === 'json' || sub.endsWith('+json')) return JSON_WIRE;
  if (sub === 'xml' || sub.endsWith('+xml')) return { kind: 'xml' };
  if (type === 'application/x-www-form-urlencoded' || main === 'multipart')
    return { kind: 'text', fields: media.encoding === undefined };
  if (main === 'text') return { kind: 'text' };
  return JSON_WIRE;
}

/** A parameter's `style` and `explode`, with the defaults its location gives them. */
export function serialisation(parameter: JsonObject): { style: string; explode: boolean; allowReserved: boolean } {
  const where = String(parameter.in);
  const style =
    typeof parameter.style === 'string' ? parameter.style : where === 'query' || where === 'cookie' ? 'form' : 'simple';
  const explode = typeof parameter.explode === 'boolean' ? parameter.explode : style === 'form';
  return { style, explode, allowReserved: parameter.allowReserved === true };
}

/** The wire of a parameter described by `schema`: text, with lists repeated or joined as its style says. */
export function parameterWire(parameter: JsonObject): Wire {
  const { style, explode } = serialisation(parameter);
  const root: Wire['root'] =
    (style === 'form' || style === 'matrix') && explode
      ? 'repeated'
      : style === 'spaceDelimited'
        ? { delimiter: ' ' }
        : style === 'pipeDelimited'
          ? { delimiter: '|' }
          : style === 'label' && explode
            ? { delimiter: '.' }
            : style === 'deepObject'
              ? undefined
              : { delimiter: ',' };
  return { kind: 'text', root };
}

/** How a list travels at this slot, if as the value repeated or joined (else it is one typed value). */
export function listsAt(wire: Wire, slot: Slot): Wire['root'] {
  if (slot === 'root') return wire.root;
  if (slot === 'field' && wire.fields === true) return 'repeated';
  if ((slot === 'field' || slot === 'property') && wire.kind === 'xml') return 'repeated';
  return undefined;
}

/** Whether every value of type `inner` is also a value of type `outer` on this wire. */
export function typeContains(wire: Wire, outer: string, inner: string): boolean {
  if (outer === inner || (outer === 'number' && inner === 'integer')) return true;
  if (outer !== 'string' || wire.kind === 'json') return false;
  return (
    inner === 'integer' || inner === 'number' || inner === 'boolean' || (wire.kind === 'xml' && inner === 'object')
  );
}
