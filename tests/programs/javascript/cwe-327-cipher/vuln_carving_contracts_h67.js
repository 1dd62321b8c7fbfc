// A carving contracts program of the h67 set (cwe-327-cipher).
// ice sculptors: keep client event contracts (venue access codes, contacts) encrypted at rest
const crypto = require('node:crypto');
const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const Joi = require('joi');

const contractSchema = Joi.object({
  client: Joi.string().max(120).required(),
  eventDate: Joi.date().iso().greater('now').required(),
  venue: Joi.string().max(200).required(),
  loadingBayCode: Joi.string().max(32).required(),
  contactPhone: Joi.string().pattern(/^\+?[0-9 ]{7,20}$/).required(),
  sculptures: Joi.array()
    .items(Joi.object({ theme: Joi.string().max(80).required(), blocks: Joi.number().integer().min(1).max(40) }))
    .min(1)
    .required(),
});

class ContractVault {
  constructor(key) {
    if (key.length !== 24) throw new Error('contract key must be 24 bytes');
    this.key = key;
  }

  seal(plain) {
    const iv = crypto.randomBytes(8);
    const cipher = crypto.createCipheriv('des-ede3-cbc', this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(plain), 'utf8'), cipher.final()]);
    return [iv, body].map((b) => b.toString('base64')).join('.');
  }

  open(sealed) {
    const [iv, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64'));
    const decipher = crypto.createDecipheriv('des-ede3-cbc', this.key, iv);
    return JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8'));
  }
}

class ContractStore {
  constructor({ vault }) {
    this.vault = vault;
    this.rows = new Map();
    this.nextId = 1;
  }

  save(contract) {
    const id = this.nextId++;
    this.rows.set(id, { id, eventDate: contract.eventDate, sealed: this.vault.seal(contract) });
    return id;
  }

  load(id) {
    const row = this.rows.get(id);
    return row ? { id, ...this.vault.open(row.sealed) } : null;
  }
}

function buildApp({ store }) {
  const app = new Koa();
  const router = new Router({ prefix: '/contracts' });

  router.post('/', async (ctx) => {
    const { value, error } = contractSchema.validate(ctx.request.body, { stripUnknown: true });
    if (error) ctx.throw(400, error.message);
    ctx.status = 201;
    ctx.body = { id: store.save(value) };
  });

  router.get('/:id', async (ctx) => {
    const id = Number.parseInt(ctx.params.id, 10);
    const contract = Number.isInteger(id) ? store.load(id) : null;
    if (!contract) ctx.throw(404);
    ctx.body = contract;
  });

  app.use(bodyParser({ jsonLimit: '64kb' }));
  app.use(router.routes()).use(router.allowedMethods());
  return app;
}

if (require.main === module) {
  const key = Buffer.from(process.env.CONTRACT_KEY_B64 || '', 'base64');
  const store = new ContractStore({ vault: new ContractVault(key) });
  buildApp({ store }).listen(process.env.PORT || 3000);
}

module.exports = { buildApp, ContractVault, ContractStore };
