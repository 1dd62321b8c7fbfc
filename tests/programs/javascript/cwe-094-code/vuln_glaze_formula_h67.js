// A glaze formula program of the h67 set (cwe-094-code).
// glassblowers: scale a colour batch recipe using the studio's own scaling expression
const Fastify = require('fastify');

const RECIPES = new Map([
  ['cobalt-blue', { silica: 1000, soda: 300, lime: 120, cobaltOxide: 0.8 }],
  ['copper-ruby', { silica: 1000, soda: 280, lime: 110, copperOxide: 2.5, tinOxide: 5 }],
  ['amber', { silica: 1000, soda: 310, lime: 115, ironOxide: 6, sulphur: 1.2 }],
]);

const scaleSchema = {
  body: {
    type: 'object',
    required: ['recipe', 'expression'],
    additionalProperties: false,
    properties: {
      recipe: { type: 'string', enum: [...RECIPES.keys()] },
      expression: { type: 'string', minLength: 1, maxLength: 120 },
      roundTo: { type: 'number', enum: [0.1, 1, 10], default: 1 },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        recipe: { type: 'string' },
        totalGrams: { type: 'number' },
        ingredients: { type: 'object', additionalProperties: { type: 'number' } },
      },
    },
  },
};

class BatchCalculator {
  compile(expression) {
    const fn = new Function('base', `return (${expression});`);
    return (base) => {
      const value = Number(fn(base));
      if (!Number.isFinite(value) || value < 0) {
        throw Object.assign(new Error('expression must produce a positive number'), { statusCode: 422 });
      }
      return value;
    };
  }

  scale(recipeName, expression, roundTo) {
    const recipe = RECIPES.get(recipeName);
    const scaler = this.compile(expression);
    const ingredients = {};
    let total = 0;
    for (const [name, grams] of Object.entries(recipe)) {
      const scaled = Math.round(scaler(grams) / roundTo) * roundTo;
      ingredients[name] = scaled;
      total += scaled;
    }
    return { recipe: recipeName, totalGrams: total, ingredients };
  }
}

function buildServer(calculator) {
  const app = Fastify({ logger: true });
  app.decorate('calculator', calculator);

  app.get('/recipes', async () => ({ recipes: [...RECIPES.keys()] }));

  app.post('/batches/scale', { schema: scaleSchema }, async (request) => {
    const { recipe, expression, roundTo } = request.body;
    return app.calculator.scale(recipe, expression, roundTo);
  });

  return app;
}

if (require.main === module) {
  buildServer(new BatchCalculator())
    .listen({ port: Number(process.env.PORT) || 3000 })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}

module.exports = { buildServer, BatchCalculator };
