// Fastify API serving wallet balances to the web app, with CORS and cookie-based sessions.
const Fastify = require('fastify');
const cors = require('@fastify/cors');
const cookie = require('@fastify/cookie');

const app = Fastify({ logger: true });

const corsOptions = {
  origin: ['https://wallet.example.com', 'https://www.example.com'],
  credentials: true,
  methods: ['GET', 'POST'],
  allowedHeaders: ['Content-Type', 'X-Requested-With'],
  maxAge: 600,
};

app.register(cookie, { secret: process.env.COOKIE_SECRET });
app.register(cors, corsOptions);

const wallets = new Map([['sess-7d1e', { owner: 'ada', balance: 1520.75, currency: 'EUR' }]]);

function walletFor(request) {
  const raw = request.cookies.session;
  if (!raw) return null;
  const { valid, value } = request.unsignCookie(raw);
  return valid ? wallets.get(value) : null;
}

app.get('/api/wallet', async (request, reply) => {
  const wallet = walletFor(request);
  if (!wallet) return reply.code(401).send({ error: 'not signed in' });
  return wallet;
});

app.post('/api/wallet/transfer', async (request, reply) => {
  const wallet = walletFor(request);
  if (!wallet) return reply.code(401).send({ error: 'not signed in' });
  const amount = Number(request.body && request.body.amount);
  if (!Number.isFinite(amount) || amount <= 0 || amount > wallet.balance) {
    return reply.code(400).send({ error: 'invalid amount' });
  }
  wallet.balance -= amount;
  return { ok: true, balance: wallet.balance };
});

app.listen({ port: 3000 });
