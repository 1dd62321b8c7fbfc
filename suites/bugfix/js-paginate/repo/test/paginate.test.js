'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { parsePageQuery, paginate, pageLinks } = require('../src/paginate');

test('query parsing', () => {
  assert.deepStrictEqual(parsePageQuery({ page: '3', per_page: '50' }), { page: 3, perPage: 50 });
  assert.deepStrictEqual(parsePageQuery({ page: 'abc', per_page: '-5' }), { page: 1, perPage: 20 });
  assert.deepStrictEqual(parsePageQuery({ per_page: '500' }), { page: 1, perPage: 100 });
});

test('middle page', () => {
  assert.deepStrictEqual(paginate({ total: 95, page: 2, perPage: 20 }), {
    page: 2, perPage: 20, total: 95, pages: 5, offset: 20, limit: 20, hasPrev: true, hasNext: true, from: 21, to: 40,
  });
});

test('last partial page', () => {
  const p = paginate({ total: 95, page: 5, perPage: 20 });
  assert.strictEqual(p.hasNext, false);
  assert.strictEqual(p.from, 81);
  assert.strictEqual(p.to, 95);
});

test('page past the end shows the last page', () => {
  assert.strictEqual(paginate({ total: 45, page: 99, perPage: 10 }).page, 5);
});

test('empty list has one empty page', () => {
  assert.deepStrictEqual(paginate({ total: 0, page: 1, perPage: 20 }), {
    page: 1, perPage: 20, total: 0, pages: 1, offset: 0, limit: 20, hasPrev: false, hasNext: false, from: 0, to: 0,
  });
  assert.strictEqual(paginate({ total: 0, page: 3 }).page, 1);
});

test('page links', () => {
  assert.deepStrictEqual(pageLinks(paginate({ total: 195, page: 6, perPage: 10 })), [1, '…', 4, 5, 6, 7, 8, '…', 20]);
  assert.deepStrictEqual(pageLinks(paginate({ total: 25, page: 1, perPage: 10 })), [1, 2, 3]);
  assert.deepStrictEqual(pageLinks(paginate({ total: 0 })), [1]);
});
