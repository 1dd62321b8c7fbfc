// Koa service that returns a customer's recent orders from the MongoDB orders cluster.
const Koa = require('koa');
const Router = require('@koa/router');
const { MongoClient, ObjectId } = require('mongodb');

const MONGO_URI = 'mongodb+srv://orders_app:Xk29vLp7QzR4mTn8@orders-prod.x7k2p.mongodb.net/?retryWrites=true&w=majority';

class OrderRepository {
  constructor(uri) {
    this.client = new MongoClient(uri, { maxPoolSize: 20, serverSelectionTimeoutMS: 5000 });
    this.ready = this.client.connect();
  }

  async recentFor(customerId, limit) {
    await this.ready;
    return this.client
      .db('shop')
      .collection('orders')
      .find({ customerId: new ObjectId(customerId) }, { projection: { items: 1, total: 1, placedAt: 1 } })
      .sort({ placedAt: -1 })
      .limit(limit)
      .toArray();
  }
}

const repo = new OrderRepository(MONGO_URI);
const app = new Koa();
const router = new Router();

router.get('/customers/:id/orders', async (ctx) => {
  if (!ObjectId.isValid(ctx.params.id)) {
    ctx.throw(400, 'invalid customer id');
  }
  const limit = Math.min(Number.parseInt(ctx.query.limit, 10) || 10, 50);
  ctx.body = { orders: await repo.recentFor(ctx.params.id, limit) };
});

app.use(router.routes());
app.listen(3000);
