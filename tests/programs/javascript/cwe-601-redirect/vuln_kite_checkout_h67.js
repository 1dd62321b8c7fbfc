// A kite checkout program of the h67 set (cwe-601-redirect).
// kite makers: finish a workshop-kit checkout and send the buyer back to where they started shopping
const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const session = require('koa-session');
const Joi = require('joi');

const checkoutQuery = Joi.object({
  orderId: Joi.string().guid({ version: 'uuidv4' }).required(),
  next: Joi.string().uri({ allowRelative: true }).default('/shop'),
});

class OrderService {
  constructor({ payments }) {
    this.payments = payments;
    this.orders = new Map();
  }

  async confirm(orderId, customerId) {
    const order = this.orders.get(orderId) || { id: orderId, customerId, items: [], status: 'open' };
    if (order.customerId !== customerId) return null;
    if (order.status !== 'paid') {
      const paid = await this.payments.isSettled(orderId);
      if (!paid) return order;
      order.status = 'paid';
      order.paidAt = new Date();
    }
    this.orders.set(orderId, order);
    return order;
  }
}

class PaymentsGateway {
  constructor(baseUrl) {
    this.baseUrl = baseUrl;
  }

  async isSettled(orderId) {
    const res = await fetch(`${this.baseUrl}/v1/intents/${encodeURIComponent(orderId)}`, {
      headers: { Authorization: `Bearer ${process.env.PAYMENTS_KEY}` },
    });
    if (!res.ok) return false;
    const body = await res.json();
    return body.status === 'succeeded';
  }
}

function validateQuery(schema) {
  return async (ctx, next) => {
    const { value, error } = schema.validate(ctx.query);
    if (error) ctx.throw(400, error.message);
    ctx.state.query = value;
    await next();
  };
}

function buildApp({ orderService }) {
  const app = new Koa();
  app.keys = [process.env.SESSION_KEY];
  const router = new Router();

  router.get('/checkout/complete', validateQuery(checkoutQuery), async (ctx) => {
    const customerId = ctx.session.customerId;
    if (!customerId) ctx.throw(401);
    const { orderId, next } = ctx.state.query;
    const order = await orderService.confirm(orderId, customerId);
    if (!order) ctx.throw(404);
    if (order.status !== 'paid') {
      ctx.redirect(`/checkout/pending?orderId=${orderId}`);
      return;
    }
    ctx.session.lastOrder = order.id;
    ctx.redirect(next);
  });

  app.use(session({ key: 'kites.sess', httpOnly: true, secure: true, sameSite: 'lax' }, app));
  app.use(bodyParser());
  app.use(router.routes()).use(router.allowedMethods());
  return app;
}

if (require.main === module) {
  const orderService = new OrderService({ payments: new PaymentsGateway(process.env.PAYMENTS_URL) });
  buildApp({ orderService }).listen(process.env.PORT || 3000);
}

module.exports = { buildApp };
