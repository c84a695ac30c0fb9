// Plans, images, locations and TLD prices: read-only, from the seed file.
import { catalog, findImage, findLocation, findPlan, findTld, type Plan } from '../catalog.js';
import type { Handlers } from '../../http/context.js';
import { listReply } from '../list.js';
import { notFound } from '../problem.js';

const one = <T>(item: T | undefined, what: string) => {
  if (!item) throw notFound(what);
  return { status: 200 as const, body: item };
};
const same = <T>(item: T): T => item;

export const catalogHandlers = {
  listPlans: async (ctx) =>
    listReply<Plan>(
      ctx,
      catalog.plans,
      {
        identity: (p) => p.slug,
        filters: {
          location: (p, v) => p.locations.includes(v as string),
          min_vcpus: (p, v) => p.vcpus >= (v as number),
        },
        sortKeys: { price_monthly: (p) => Number(p.price.monthly) },
      },
      same,
    ),
  getPlan: async (ctx) => one(findPlan(ctx.params.plan_slug), 'such plan'),
  listImages: async (ctx) => listReply(ctx, catalog.images, { identity: (i) => i.slug }, same),
  getImage: async (ctx) => one(findImage(ctx.params.image_slug), 'such image'),
  listLocations: async (ctx) => listReply(ctx, catalog.locations, { identity: (l) => l.slug }, same),
  getLocation: async (ctx) => one(findLocation(ctx.params.location_slug), 'such location'),
  listTlds: async (ctx) => listReply(ctx, catalog.tlds, { identity: (t) => t.name }, same),
  getTld: async (ctx) => one(findTld(ctx.params.tld), 'such TLD'),
} satisfies Partial<Handlers>;
