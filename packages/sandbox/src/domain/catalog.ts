// The catalog (plans, images, locations, TLD prices), read from the one seed file.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Plan {
  slug: string;
  vcpus: number;
  memory_mb: number;
  disk_gb: number;
  architecture: string;
  price: { monthly: string; hourly: string; currency: string };
  locations: string[];
  available: boolean;
  [k: string]: unknown;
}
export interface Image {
  slug: string;
  status: string;
  architecture: string;
  min_disk_gb: number;
  [k: string]: unknown;
}
export interface Location {
  slug: string;
  available: boolean;
  plans: string[];
  [k: string]: unknown;
}
export interface Tld {
  name: string;
  prices: { registration: string; renewal: string; transfer: string; redemption: string; currency: string };
  min_years: number;
  max_years: number;
  [k: string]: unknown;
}

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
