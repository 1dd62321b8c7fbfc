// A harp orders program of the h67 set (cwe-089-sql).
// harp makers: look up commission orders by customer surname, harp model and build status
const Koa = require('koa');
const Router = require('@koa/router');
const Joi = require('joi');
const createKnex = require('knex');

const orderQuery = Joi.object({
  surname: Joi.string().trim().max(50).required(),
  model: Joi.string().valid('lever', 'pedal', 'celtic', 'wire-strung'),
  status: Joi.string().valid('quoted', 'deposit', 'in_build', 'delivered').default('in_build'),
  page: Joi.number().integer().min(1).default(1),
});

class OrderRepository {
  constructor({ db }) {
    this.db = db;
  }

  async findBySurname({ surname, model, status, page }) {
    let q = this.db('commissions as c')
      .join('customers as cu', 'cu.id', 'c.customer_id')
      .select(
        'c.id',
        'c.model',
        'c.string_count',
        'c.soundboard_wood',
        'c.status',
        'c.due_date',
        'cu.surname',
        'cu.given_name',
      )
      .where('c.status', status)
      .whereRaw("lower(cu.surname) like lower('" + surname + "%')");

    if (model) {
      q = q.andWhere('c.model', model);
    }

    return q
      .orderBy('c.due_date', 'asc')
      .limit(50)
      .offset((page - 1) * 50);
  }
}

class OrderService {
  constructor({ orderRepository }) {
    this.orders = orderRepository;
  }

  async search(criteria) {
    const rows = await this.orders.findBySurname(criteria);
    return rows.map((r) => ({
      id: r.id,
      customer: `${r.given_name} ${r.surname}`,
      model: r.model,
      strings: r.string_count,
      wood: r.soundboard_wood,
      status: r.status,
      due: r.due_date,
    }));
  }
}

function validateQuery(schema) {
  return async (ctx, next) => {
    const { value, error } = schema.validate(ctx.query, { stripUnknown: true });
    if (error) {
      ctx.status = 400;
      ctx.body = { error: error.details.map((d) => d.message) };
      return;
    }
    ctx.state.query = value;
    await next();
  };
}

function buildApp(container) {
  const app = new Koa();
  const router = new Router({ prefix: '/orders' });

  router.get('/', validateQuery(orderQuery), async (ctx) => {
    ctx.body = await container.orderService.search(ctx.state.query);
  });

  app.use(router.routes()).use(router.allowedMethods());
  return app;
}

if (require.main === module) {
  const db = createKnex({ client: 'pg', connection: process.env.DATABASE_URL });
  const orderRepository = new OrderRepository({ db });
  const orderService = new OrderService({ orderRepository });
  buildApp({ orderService }).listen(process.env.PORT || 4000);
}

module.exports = { buildApp, OrderRepository, OrderService };
