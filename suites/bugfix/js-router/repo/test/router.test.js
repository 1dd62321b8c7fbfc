'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { Router } = require('../lib/router');

function app() {
  const r = new Router();
  r.get('/', () => 'home', 'home');
  r.get('/users/:id', () => 'user', 'user');
  r.get('/users/:id/files/:name', () => 'file', 'file');
  r.post('/users/:id', () => 'update');
  r.get('/static/*', () => 'static');
  return r;
}

test('static and parameter routes', () => {
  const r = app();
  assert.strictEqual(r.match('GET', '/').pattern, '/');
  assert.deepStrictEqual(r.match('GET', '/users/42').params, { id: '42' });
  assert.deepStrictEqual(r.match('get', '/users/42/files/report.pdf').params, { id: '42', name: 'report.pdf' });
});

test('method must match', () => {
  const r = app();
  assert.strictEqual(r.match('POST', '/users/7').pattern, '/users/:id');
  assert.strictEqual(r.match('DELETE', '/users/7'), null);
});

test('trailing slash and repeated slashes are ignored', () => {
  const r = app();
  assert.deepStrictEqual(r.match('GET', '/users/7/').params, { id: '7' });
  assert.deepStrictEqual(r.match('GET', '//users//7').params, { id: '7' });
});

test('query string', () => {
  const r = app();
  const m = r.match('GET', '/users/7?tab=files&q=a+b#top');
  assert.deepStrictEqual(m.params, { id: '7' });
  assert.deepStrictEqual(m.query, { tab: 'files', q: 'a b' });
});

test('rest parameter', () => {
  const r = app();
  assert.deepStrictEqual(r.match('GET', '/static/css/site.css').params, { rest: 'css/site.css' });
});

test('no match', () => {
  const r = app();
  assert.strictEqual(r.match('GET', '/users'), null);
  assert.strictEqual(r.match('GET', '/users/1/files'), null);
});

test('url building', () => {
  const r = app();
  assert.strictEqual(r.url('home'), '/');
  assert.strictEqual(r.url('file', { id: 3, name: 'a.txt' }), '/users/3/files/a.txt');
  assert.strictEqual(r.url('user', { id: 3 }, { tab: 'x y' }), '/users/3?tab=x+y');
  assert.throws(() => r.url('user', {}), /missing parameter id/);
});
