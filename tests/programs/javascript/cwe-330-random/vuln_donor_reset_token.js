// Koa routes for the donor portal's password reset flow
const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const crypto = require('crypto');

const RESET_TTL_MS = Number(process.env.RESET_TTL_MS || 30 * 60 * 1000);

function createResetToken() {
  const stamp = Date.now().toString(36);
  const noise = Math.floor(Math.random() * 0xffffffff).toString(16);
  return `${stamp}${noise}`;
}

class ResetTokenRepository {
  constructor() {
    this.tokens = new Map();
  }

  store(token, donorId) {
    const digest = crypto.createHash('sha256').update(token).digest('hex');
    this.tokens.set(digest, { donorId, expiresAt: Date.now() + RESET_TTL_MS });
  }

  consume(token) {
    const digest = crypto.createHash('sha256').update(token).digest('hex');
    const entry = this.tokens.get(digest);
    this.tokens.delete(digest);
    return entry && entry.expiresAt > Date.now() ? entry.donorId : null;
  }
}

class PasswordResetService {
  constructor(repo, mailer) {
    this.repo = repo;
    this.mailer = mailer;
  }

  async begin(donor) {
    const token = createResetToken();
    this.repo.store(token, donor.id);
    await this.mailer.send(donor.email, `${process.env.PORTAL_URL}/reset?token=${token}`);
  }
}

const donors = new Map([['ana@example.org', { id: 'd-1001', email: 'ana@example.org' }]]);
const mailer = { send: async (to) => console.log(`reset mail queued for ${to}`) };
const resets = new PasswordResetService(new ResetTokenRepository(), mailer);

const router = new Router();
router.post('/password-resets', async (ctx) => {
  const donor = donors.get(String(ctx.request.body.email || '').toLowerCase());
  if (donor) await resets.begin(donor);
  ctx.status = 202;
});

const app = new Koa();
app.use(bodyParser());
app.use(router.routes());
app.listen(Number(process.env.PORT || 4200));
