// A blend recipes program of the h68 set (cwe-643-xpath).
// tea blenders: looks up house blend recipes from the XML recipe book kept by the head blender
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { readFile, stat } from 'node:fs/promises';
import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';

const RECIPE_BOOK = process.env.RECIPE_BOOK ?? './data/recipe-book.xml';

// reload the recipe book when the file changes on disk
class RecipeBook {
  #doc = null;
  #mtime = 0;

  async doc() {
    const { mtimeMs } = await stat(RECIPE_BOOK);
    if (!this.#doc || mtimeMs !== this.#mtime) {
      this.#doc = new DOMParser().parseFromString(await readFile(RECIPE_BOOK, 'utf8'), 'text/xml');
      this.#mtime = mtimeMs;
    }
    return this.#doc;
  }
}

const book = new RecipeBook();

const attr = (node, name) => node.getAttribute(name) || null;

const toRecipe = (blend) => ({
  name: attr(blend, 'name'),
  base: attr(blend, 'base'),
  steep: { tempC: Number(attr(blend, 'temp') ?? 90), seconds: Number(attr(blend, 'seconds') ?? 180) },
  components: xpath.select('component', blend).map((c) => ({
    ingredient: attr(c, 'ingredient'),
    grams: Number(attr(c, 'grams') ?? 0),
  })),
});

const findBlends = (doc, { name, base }) => {
  const predicates = [
    name && `@name='${name}'`,
    base && `@base='${base}'`,
    "not(@retired='true')",
  ].filter(Boolean);
  return xpath.select(`/recipes/blend[${predicates.join(' and ')}]`, doc);
};

const app = new Hono();

app.get('/recipes', async (c) => {
  const { name, base } = c.req.query();
  const blends = findBlends(await book.doc(), { name, base }).map(toRecipe);
  return c.json({ count: blends.length, blends });
});

app.get('/recipes/:name/batch', async (c) => {
  const name = c.req.param('name');
  const kilos = Number(c.req.query('kg') ?? 1);
  const [blend] = findBlends(await book.doc(), { name });
  if (!blend) return c.json({ error: `no recipe called ${name}` }, 404);

  const recipe = toRecipe(blend);
  const perBatch = recipe.components.reduce((sum, { grams }) => sum + grams, 0) || 1;
  const scaled = recipe.components.map(({ ingredient, grams }) => ({
    ingredient,
    grams: Math.round((grams / perBatch) * kilos * 1000),
  }));
  return c.json({ ...recipe, kilos, scaled: scaled.toSorted((a, b) => b.grams - a.grams) });
});

serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 8820) });
