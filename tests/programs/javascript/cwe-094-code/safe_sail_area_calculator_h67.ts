// A sail area calculator program of the h67 set (cwe-094-code).
// sail lofts: quote sailcloth for a new sail from its luff, foot and leech measurements
import { initTRPC, TRPCError } from '@trpc/server';
import { createHTTPServer } from '@trpc/server/adapters/standalone';
import { z } from 'zod';

interface ClothPrice {
  perSquareMetre: number;
  wastage: number;
}

class ClothCatalogue {
  private readonly prices: Record<string, ClothPrice> = {
    dacron: { perSquareMetre: 38, wastage: 0.12 },
    'laminate-carbon': { perSquareMetre: 96, wastage: 0.18 },
    nylon: { perSquareMetre: 22, wastage: 0.1 },
  };

  price(cloth: string): ClothPrice {
    const p = this.prices[cloth];
    if (!p) throw new TRPCError({ code: 'NOT_FOUND', message: `unknown cloth ${cloth}` });
    return p;
  }
}

type Dimensions = { luff: number; foot: number; leech: number };

const heron = (d: Dimensions) => {
  const s = (d.luff + d.foot + d.leech) / 2;
  return Math.sqrt(s * (s - d.luff) * (s - d.foot) * (s - d.leech));
};

const FORMULAS = {
  triangle: (d: Dimensions) => (d.luff * d.foot) / 2,
  heron,
  'roach-10': (d: Dimensions) => heron(d) * 1.1,
} as const;

type FormulaName = keyof typeof FORMULAS;

class AreaService {
  area(formula: FormulaName, d: Dimensions): number {
    const result = FORMULAS[formula](d);
    if (typeof result !== 'number' || !Number.isFinite(result) || result <= 0) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'formula did not produce an area' });
    }
    return result;
  }
}

interface Context {
  cloth: ClothCatalogue;
  areas: AreaService;
}

const t = initTRPC.context<Context>().create();

const quoteInput = z.object({
  luff: z.number().positive().max(60),
  foot: z.number().positive().max(30),
  leech: z.number().positive().max(60),
  cloth: z.enum(['dacron', 'laminate-carbon', 'nylon']),
  formula: z.enum(['triangle', 'heron', 'roach-10']).default('triangle'),
});

export const appRouter = t.router({
  quote: t.procedure.input(quoteInput).mutation(({ input, ctx }) => {
    const area = ctx.areas.area(input.formula, input);
    const price = ctx.cloth.price(input.cloth);
    const clothNeeded = area * (1 + price.wastage);
    return {
      areaSqM: Math.round(area * 100) / 100,
      clothSqM: Math.round(clothNeeded * 100) / 100,
      clothCost: Math.round(clothNeeded * price.perSquareMetre),
    };
  }),
  cloths: t.procedure.query(() => ['dacron', 'laminate-carbon', 'nylon']),
});

export type AppRouter = typeof appRouter;

const services: Context = { cloth: new ClothCatalogue(), areas: new AreaService() };

createHTTPServer({
  router: appRouter,
  createContext: () => services,
}).listen(Number(process.env.PORT ?? 2022));
