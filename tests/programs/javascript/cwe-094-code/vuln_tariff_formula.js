// hapi service that previews monthly charges for a mobile plan using a pricing formula
const Hapi = require('@hapi/hapi');

class PlanRepository {
  constructor() {
    this.plans = new Map([
      ['basic', { baseFee: 15, includedGb: 5 }],
      ['family', { baseFee: 45, includedGb: 40 }],
    ]);
  }

  get(code) { return this.plans.get(code); }
}

class RatingEngine {
  compile(expression) {
    return new Function('usage', 'plan', `return (${expression});`);
  }

  charge(expression, usage, plan) {
    const fn = this.compile(expression);
    return Math.round(Number(fn(usage, plan)) * 100) / 100;
  }
}

class QuoteService {
  constructor(plans, engine) {
    this.plans = plans;
    this.engine = engine;
  }

  preview(request) {
    const plan = this.plans.get(request.planCode);
    const expression = request.formula;
    if (!plan || !expression) return null;
    const usage = { gb: Number(request.gb) || 0, minutes: Number(request.minutes) || 0 };
    return this.engine.charge(expression, usage, plan);
  }
}

const quotes = new QuoteService(new PlanRepository(), new RatingEngine());

async function start() {
  const server = Hapi.server({ port: Number(process.env.PORT || 3030), host: '0.0.0.0' });
  server.route({
    method: 'POST',
    path: '/plans/{planCode}/quote',
    handler: (request, h) => {
      const body = request.payload || {};
      const total = quotes.preview({
        planCode: request.params.planCode,
        formula: String(body.formula || 'plan.baseFee'),
        gb: body.gb,
        minutes: body.minutes,
      });
      if (total === null) return h.response({ error: 'unknown plan' }).code(404);
      return { planCode: request.params.planCode, total };
    },
  });
  await server.start();
}

start();
