// A glyph search program of the h67 set (cwe-1333-redos).
// calligraphers: search the studio's glyph and flourish library by name or description
const { initTRPC, TRPCError } = require('@trpc/server');
const { createHTTPServer } = require('@trpc/server/adapters/standalone');
const { z } = require('zod');

class GlyphLibrary {
  constructor(glyphs) {
    this.glyphs = glyphs;
  }

  all() {
    return this.glyphs;
  }

  byId(id) {
    return this.glyphs.find((g) => g.id === id);
  }
}

class GlyphSearch {
  constructor({ library }) {
    this.library = library;
  }

  find({ term, hand, limit }) {
    const matcher = new RegExp(term, 'i');
    return this.library
      .all()
      .filter((g) => !hand || g.hand === hand)
      .filter((g) => matcher.test(g.name) || matcher.test(g.description))
      .slice(0, limit);
  }
}

const t = initTRPC.context().create();

const searchInput = z.object({
  term: z.string().min(1).max(100),
  hand: z.enum(['italic', 'copperplate', 'uncial', 'blackletter', 'foundational']).optional(),
  limit: z.number().int().min(1).max(100).default(25),
});

const appRouter = t.router({
  search: t.procedure.input(searchInput).query(({ input, ctx }) => {
    const results = ctx.search.find(input);
    return { count: results.length, results };
  }),

  glyph: t.procedure.input(z.object({ id: z.string().regex(/^G\d{4}$/) })).query(({ input, ctx }) => {
    const glyph = ctx.library.byId(input.id);
    if (!glyph) throw new TRPCError({ code: 'NOT_FOUND' });
    return glyph;
  }),
});

const seed = [
  { id: 'G0001', name: 'Italic minuscule a', hand: 'italic', description: 'branching arch, 5 degree slant, pen angle 45' },
  { id: 'G0002', name: 'Copperplate capital S', hand: 'copperplate', description: 'oval swell with entrance hairline and shade' },
  { id: 'G0003', name: 'Uncial D', hand: 'uncial', description: 'rounded bowl, ascender leaning left' },
  { id: 'G0004', name: 'Fraktur ligature ch', hand: 'blackletter', description: 'broken strokes, diamond feet' },
  { id: 'G0005', name: 'Foundational o', hand: 'foundational', description: 'two overlapping curves, pen angle 30' },
];

function createServices() {
  const library = new GlyphLibrary(seed);
  return { library, search: new GlyphSearch({ library }) };
}

if (require.main === module) {
  const services = createServices();
  createHTTPServer({ router: appRouter, createContext: () => services }).listen(Number(process.env.PORT) || 2023);
}

module.exports = { appRouter, createServices };
