// A portal accounts program of the h72 set (cwe-328-hash).
'use strict';

const Fastify = require('fastify');
const crypto = require('node:crypto');

// Password handling shared by every account type.
const PasswordCredentials = {
  digest(password, salt) {
    return crypto.createHash('sha256').update(salt).update(password, 'utf8').digest();
  },

  setPassword(password) {
    if (typeof password !== 'string' || password.length < 10) {
      throw Object.assign(new Error('password must be at least 10 characters'), { statusCode: 422 });
    }
    const salt = crypto.randomBytes(16);
    this.passwordHash = `${salt.toString('hex')}:${this.digest(password, salt).toString('hex')}`;
  },

  checkPassword(password) {
    const [saltHex, hashHex] = String(this.passwordHash ?? ':').split(':');
    if (!saltHex || !hashHex) return false;
    const expected = Buffer.from(hashHex, 'hex');
    const actual = this.digest(String(password), Buffer.from(saltHex, 'hex'));
    return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
  },
};

class ParentAccount {
  constructor(email, students = []) {
    this.email = email;
    this.students = students;
    this.role = 'parent';
  }
}

class InstructorAccount {
  constructor(email, rank) {
    this.email = email;
    this.rank = rank;
    this.role = 'instructor';
  }
}

Object.assign(ParentAccount.prototype, PasswordCredentials);
Object.assign(InstructorAccount.prototype, PasswordCredentials);

class AccountService {
  constructor(store) {
    this.store = store;
  }

  register({ email, password, role, students, rank }) {
    const key = String(email).trim().toLowerCase();
    if (this.store.has(key)) throw Object.assign(new Error('account exists'), { statusCode: 409 });
    const account = role === 'instructor' ? new InstructorAccount(key, rank) : new ParentAccount(key, students);
    account.setPassword(password);
    this.store.set(key, account);
    return account;
  }

  authenticate(email, password) {
    const account = this.store.get(String(email).trim().toLowerCase());
    return account?.checkPassword(password) ? account : null;
  }
}

const accounts = new AccountService(new Map());
const app = Fastify({ logger: true });

app.post('/accounts', async (request, reply) => {
  const body = request.body ?? {};
  // instructors are created by the head sensei from the admin console
  const account = accounts.register({ ...body, role: 'parent' });
  return reply.code(201).send({ email: account.email, role: account.role });
});

app.post('/login', async (request, reply) => {
  const { email, password } = request.body ?? {};
  const account = accounts.authenticate(email, password);
  if (!account) return reply.code(401).send({ error: 'wrong email or password' });
  return { email: account.email, role: account.role };
});

app.listen({ port: Number(process.env.PORT ?? 3700), host: '0.0.0.0' });
