'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { listResponse } = require('../src/http');

const ORDERS = Array.from({ length: 53 }, (_, i) => ({ id: i + 1 }));
const fetchPage = async (offset, limit) => ORDERS.slice(offset, offset + limit);

test('first page of orders', async () => {
  const res = await listResponse('https://api.example.com/orders?status=open', { page: '1', per_page: '25' }, ORDERS.length, fetchPage);
  assert.strictEqual(res.body.items.length, 25);
  assert.strictEqual(res.body.pages, 3);
  assert.strictEqual(res.headers['x-total-count'], '53');
  assert.strictEqual(
    res.headers.link,
    '<https://api.example.com/orders?status=open&page=1&per_page=25>; rel="first", ' +
      '<https://api.example.com/orders?status=open&page=2&per_page=25>; rel="next", ' +
      '<https://api.example.com/orders?status=open&page=3&per_page=25>; rel="last"',
  );
});

test('last page of orders', async () => {
  const res = await listResponse('https://api.example.com/orders', { page: '3', per_page: '25' }, ORDERS.length, fetchPage);
  assert.deepStrictEqual(res.body.items.map((o) => o.id), [51, 52, 53]);
  assert.ok(!res.headers.link.includes('rel="next"'));
});

test('no orders', async () => {
  const res = await listResponse('https://api.example.com/orders', {}, 0, fetchPage);
  assert.deepStrictEqual(res.body, { items: [], page: 1, pages: 1, total: 0 });
});
