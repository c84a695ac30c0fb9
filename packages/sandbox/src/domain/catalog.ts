// The catalog (plans, images, locations, TLD prices), read from the one seed file.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { components } from '@vps-hosting/api/schema';

// The catalog's items are the document's schemas, as sent.
type Schemas = components['schemas'];
export type Plan = Schemas['Plan'];
export type Image = Schemas['Image'];
export type Location = Schemas['Location'];
export type Tld = Schemas['Tld'];

export const catalogPath = fileURLToPath(new URL('../../seed/catalog.json', import.meta.url));
export const catalog = JSON.parse(readFileSync(catalogPath, 'utf8')) as {
  plans: Plan[];
  images: Image[];
  locations: Location[];
  tlds: Tld[];
};

export const findPlan = (slug: string) => catalog.plans.find((p) => p.slug === slug);
export const findImage = (slug: string) => catalog.images.find((i) => i.slug === slug);
export const findLocation = (slug: string) => catalog.locations.find((l) => l.slug === slug);
export const findTld = (name: string) => catalog.tlds.find((t) => t.name === name);
