'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { paginate, pageLinks } = require('../src/paginate');
const { linkHeader, listResponse } = require('../src/http');

const ORDERS = Array.from({ length: 50 }, (_, i) => ({ id: i + 1 }));
const fetchPage = async (offset, limit) => ORDERS.slice(offset, offset + limit);

test('exact multiple of the page size has no extra page', () => {
  const p = paginate({ total: 40, page: 2, perPage: 20 });
  assert.strictEqual(p.pages, 2);
  assert.strictEqual(p.hasNext, false);
  assert.strictEqual(p.to, 40);
  assert.strictEqual(paginate({ total: 40, page: 3, perPage: 20 }).page, 2);
  assert.strictEqual(paginate({ total: 20, page: 1, perPage: 20 }).pages, 1);
  assert.deepStrictEqual(pageLinks(paginate({ total: 60, page: 1, perPage: 20 })), [1, 2, 3]);
});

test('boundaries around the multiple', () => {
  assert.strictEqual(paginate({ total: 39, perPage: 20 }).pages, 2);
  assert.strictEqual(paginate({ total: 41, perPage: 20 }).pages, 3);
  assert.strictEqual(paginate({ total: 1, perPage: 20 }).pages, 1);
});

test('empty list still has one page', () => {
  const p = paginate({ total: 0, page: 1, perPage: 20 });
  assert.deepStrictEqual([p.page, p.pages, p.offset, p.from, p.to, p.hasNext], [1, 1, 0, 0, 0, false]);
});

test('Link header on an exact multiple', () => {
  const link = linkHeader('https://api.example.com/orders', { page: 2, perPage: 25, total: 50 });
  assert.strictEqual(
    link,
    '<https://api.example.com/orders?page=1&per_page=25>; rel="first", ' +
      '<https://api.example.com/orders?page=1&per_page=25>; rel="prev", ' +
      '<https://api.example.com/orders?page=2&per_page=25>; rel="last"',
  );
});

test('Link header of an empty collection points at page 1', () => {
  const link = linkHeader('https://api.example.com/orders', { page: 1, perPage: 25, total: 0 });
  assert.strictEqual(
    link,
    '<https://api.example.com/orders?page=1&per_page=25>; rel="first", ' +
      '<https://api.example.com/orders?page=1&per_page=25>; rel="last"',
  );
});

test('last page of 50 orders', async () => {
  const res = await listResponse('https://api.example.com/orders', { page: '2', per_page: '25' }, 50, fetchPage);
  assert.strictEqual(res.body.pages, 2);
  assert.strictEqual(res.body.items.length, 25);
  assert.ok(!res.headers.link.includes('rel="next"'));
  const past = await listResponse('https://api.example.com/orders', { page: '3', per_page: '25' }, 50, fetchPage);
  assert.strictEqual(past.body.page, 2);
  assert.strictEqual(past.body.items[0].id, 26);
});
