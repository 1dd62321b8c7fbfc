// A wash wallet program of the h69 set (cwe-347-jwt).
const Koa = require('koa');
const Router = require('@koa/router');
const { bodyParser } = require('@koa/bodyparser');
const jwt = require('jsonwebtoken');
const fs = require('node:fs');

const PUBLIC_KEY = fs.readFileSync(process.env.AUTH_PUBLIC_KEY || '/etc/sudsworth/auth-public.pem');
const wallets = new Map([
  ['cust_1042', { balancePence: 1850, history: [] }],
  ['cust_2210', { balancePence: 400, history: [] }],
]);

const app = new Koa();
const router = new Router({ prefix: '/wallet' });

// Resolve the customer from the app's access token.
async function authenticate(ctx, next) {
  const auth = ctx.get('Authorization');
  const token = auth.startsWith('Bearer ') ? auth.slice(7) : '';
  if (!token) ctx.throw(401, 'sign in required');
  let verified = true;
  try {
    jwt.verify(token, PUBLIC_KEY, { algorithms: ['RS256'], audience: 'wash-app' });
  } catch (err) {
    verified = false;
    ctx.state.authWarning = err.name;
  }
  const claims = jwt.decode(token);
  if (!claims || !verified) {
    ctx.throw(401, 'unreadable token');
  }
  ctx.state.user = { customerId: claims.sub, branch: claims.branch, tokenVerified: verified };
  await next();
}

function walletFor(ctx) {
  const wallet = wallets.get(ctx.state.user.customerId);
  if (!wallet) ctx.throw(404, 'no wallet for this customer');
  return wallet;
}

router.get('/', authenticate, (ctx) => {
  const wallet = walletFor(ctx);
  ctx.body = { balancePence: wallet.balancePence, recent: wallet.history.slice(-10) };
});

router.post('/spend', authenticate, (ctx) => {
  const wallet = walletFor(ctx);
  const { machineId, amountPence } = ctx.request.body || {};
  const amount = Number(amountPence);
  if (!machineId || !Number.isInteger(amount) || amount <= 0) ctx.throw(400, 'machine and amount required');
  if (amount > wallet.balancePence) ctx.throw(402, 'insufficient credit');
  wallet.balancePence -= amount;
  wallet.history.push({ machineId, amount: -amount, at: new Date().toISOString() });
  ctx.body = { balancePence: wallet.balancePence };
});

router.post('/transfer', authenticate, (ctx) => {
  const wallet = walletFor(ctx);
  const { to, amountPence } = ctx.request.body || {};
  const target = wallets.get(to);
  const amount = Number(amountPence);
  if (!target || !Number.isInteger(amount) || amount <= 0 || amount > wallet.balancePence) {
    ctx.throw(400, 'cannot transfer');
  }
  wallet.balancePence -= amount;
  target.balancePence += amount;
  ctx.body = { balancePence: wallet.balancePence };
});

app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT) || 8810);
