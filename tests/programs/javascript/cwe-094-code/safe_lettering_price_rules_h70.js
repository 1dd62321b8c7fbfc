// A lettering price rules program of the h70 set (cwe-094-code).
import Koa from 'koa';
import Router from '@koa/router';

const app = new Koa();
const router = new Router({ prefix: '/quotes' });

const SORTABLE = new Set(['price', 'days', 'letterHeight', 'coats']);
const DIRECTIONS = new Set(['asc', 'desc']);

const OPTIONS = [
  { id: 'fascia-gilt', style: 'Gilded serif fascia', price: 1450, days: 6, letterHeight: 30, coats: 3 },
  { id: 'fascia-enamel', style: 'Enamel sans fascia', price: 780, days: 3, letterHeight: 25, coats: 2 },
  { id: 'window-gold', style: 'Reverse glass gold leaf', price: 920, days: 4, letterHeight: 12, coats: 1 },
  { id: 'board-chalk', style: 'A-board chalk script', price: 160, days: 1, letterHeight: 8, coats: 1 },
  { id: 'wall-ghost', style: 'Heritage wall sign', price: 2600, days: 9, letterHeight: 60, coats: 4 },
];

// "price:asc,days:desc"
const parseSort = (raw = 'price:asc') =>
  String(raw)
    .split(',')
    .map((part) => part.split(':'))
    .map(([field, dir = 'asc']) => ({ field: field.trim(), dir: dir.trim().toLowerCase() }));

const makeComparator = ({ field, dir }) => {
  if (!DIRECTIONS.has(dir) || !SORTABLE.has(field)) return null;
  const sign = dir === 'desc' ? -1 : 1;
  const cmp = (a, b) => a[field] - b[field];
  return (a, b) => sign * cmp(a, b);
};

const chain = (comparators) => (a, b) =>
  comparators.reduce((result, cmp) => result || cmp(a, b), 0);

const withinBudget = (budget) => ({ price }) => !budget || price <= Number(budget);

router.get('/options', (ctx) => {
  const { sort, budget, shop = 'your shop' } = ctx.query;
  const comparators = parseSort(sort).map(makeComparator);

  if (comparators.some((c) => c === null)) {
    ctx.status = 400;
    ctx.body = { error: 'sort must look like price:asc,days:desc' };
    return;
  }

  const options = OPTIONS.filter(withinBudget(budget)).sort(chain(comparators));
  ctx.body = {
    shop,
    count: options.length,
    options: options.map(({ id, style, price, days }) => ({ id, style, price: `£${price}`, days })),
  };
});

router.get('/options/:id', (ctx) => {
  const option = OPTIONS.find(({ id }) => id === ctx.params.id);
  ctx.status = option ? 200 : 404;
  ctx.body = option ?? { error: 'unknown option' };
});

app.use(router.routes());
app.listen(Number(process.env.PORT ?? 3900));
