// A forager map api program of the h67 set (cwe-942-cors).
// mushroom foragers: members-only API for the guild's private map of foraging patches
const express = require('express');
const cors = require('cors');
const session = require('express-session');
const { createContainer, asClass, asValue, InjectionMode } = require('awilix');
const { scopePerRequest, makeInvoker } = require('awilix-express');
const { celebrate, Joi, Segments, errors } = require('celebrate');

class PatchRepository {
  constructor() {
    this.patches = [
      { id: 1, memberId: 'm-17', species: 'Cantharellus cibarius', lat: 51.4231, lon: -2.6102, notes: 'mossy bank under beech' },
      { id: 2, memberId: 'm-17', species: 'Boletus edulis', lat: 51.4388, lon: -2.5821, notes: 'after heavy rain only' },
      { id: 3, memberId: 'm-22', species: 'Morchella esculenta', lat: 51.3964, lon: -2.6437, notes: 'old orchard, April' },
    ];
  }

  forMember(memberId) {
    return this.patches.filter((p) => p.memberId === memberId);
  }

  add(patch) {
    const saved = { id: this.patches.length + 1, ...patch };
    this.patches.push(saved);
    return saved;
  }
}

class PatchService {
  constructor({ patchRepository }) {
    this.repo = patchRepository;
  }

  list(memberId) {
    return this.repo.forMember(memberId);
  }

  record(memberId, patch) {
    return this.repo.add({ memberId, ...patch });
  }
}

const api = makeInvoker(({ patchService }) => ({
  list: (req, res) => res.json(patchService.list(req.session.memberId)),
  create: (req, res) => res.status(201).json(patchService.record(req.session.memberId, req.body)),
}));

function requireMember(req, res, next) {
  if (!req.session.memberId) return res.status(401).json({ error: 'sign in first' });
  next();
}

function buildApp() {
  const container = createContainer({ injectionMode: InjectionMode.PROXY });
  container.register({
    patchRepository: asClass(PatchRepository).singleton(),
    patchService: asClass(PatchService).scoped(),
    clock: asValue(() => new Date()),
  });

  const app = express();
  app.use(
    cors({
      origin: ['https://foragers-guild.example', 'https://map.foragers-guild.example'],
      credentials: true,
      methods: ['GET', 'POST'],
    }),
  );
  app.use(express.json());
  app.use(
    session({
      secret: process.env.SESSION_SECRET,
      resave: false,
      saveUninitialized: false,
      cookie: { httpOnly: true, secure: true, sameSite: 'none' },
    }),
  );
  app.use(scopePerRequest(container));

  app.get('/patches', requireMember, api('list'));
  app.post(
    '/patches',
    requireMember,
    celebrate({
      [Segments.BODY]: Joi.object({
        species: Joi.string().max(120).required(),
        lat: Joi.number().min(-90).max(90).required(),
        lon: Joi.number().min(-180).max(180).required(),
        notes: Joi.string().max(500).allow(''),
      }),
    }),
    api('create'),
  );

  app.use(errors());
  return app;
}

if (require.main === module) {
  buildApp().listen(process.env.PORT || 3000);
}

module.exports = { buildApp };
