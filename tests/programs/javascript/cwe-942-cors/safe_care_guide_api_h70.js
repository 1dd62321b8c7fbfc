// A care guide api program of the h70 set (cwe-942-cors).
const express = require('express');
const cors = require('cors');
const session = require('express-session');

const app = express();
app.set('trust proxy', 1);

const SHOP_ORIGINS = new Set([
  'https://www.bonsaiworks-nursery.co.uk',
  'https://shop.bonsaiworks-nursery.co.uk',
]);

const SHOP_ORIGIN_PATTERN = /^https:\/\/[a-z0-9-]+\.bonsaiworks-nursery\.co\.uk$/;

const corsOptions = {
  credentials: true,
  methods: ['GET', 'POST', 'DELETE'],
  origin: (origin, callback) => {
    const allowed = [(o) => SHOP_ORIGINS.has(o), (o) => SHOP_ORIGIN_PATTERN.test(o)];
    callback(null, !origin || allowed.some((check) => check(origin)));
  },
};

app.use(cors(corsOptions));
app.use(express.json());
app.use(
  session({
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, secure: true, sameSite: 'none' },
  }),
);

const trees = new Map(); // customerId -> [{ id, species, potted, lastRepot }]

const TASKS = {
  juniper: [{ month: 3, task: 'repot if rootbound' }, { month: 6, task: 'pinch new growth' }],
  maple: [{ month: 2, task: 'prune before bud break' }, { month: 5, task: 'defoliate partially' }],
  ficus: [{ month: 4, task: 'hard prune' }, { month: 9, task: 'reduce watering' }],
};

const requireCustomer = (req, res, next) => (req.session.customerId ? next() : res.sendStatus(401));

const calendarFor = (list) =>
  list.flatMap(({ id, species }) => (TASKS[species] ?? []).map((t) => ({ treeId: id, species, ...t })))
    .sort((a, b) => a.month - b.month);

app.get('/me/trees', requireCustomer, (req, res) => {
  const list = trees.get(req.session.customerId) ?? [];
  res.json({ trees: list, calendar: calendarFor(list) });
});

app.post('/me/trees', requireCustomer, (req, res) => {
  const { species, potted = new Date().toISOString().slice(0, 10) } = req.body ?? {};
  if (!Object.hasOwn(TASKS, species)) return res.status(400).json({ error: 'unknown species' });
  const list = trees.get(req.session.customerId) ?? [];
  const tree = { id: list.length + 1, species, potted, lastRepot: null };
  trees.set(req.session.customerId, [...list, tree]);
  res.status(201).json(tree);
});

app.delete('/me/trees/:id', requireCustomer, (req, res) => {
  const list = trees.get(req.session.customerId) ?? [];
  trees.set(req.session.customerId, list.filter(({ id }) => String(id) !== req.params.id));
  res.sendStatus(204);
});

app.listen(process.env.PORT || 3120);
