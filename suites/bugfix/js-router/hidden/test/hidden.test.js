'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { Router } = require('../lib/router');
const { createHandler } = require('../lib/server');

function app() {
  const r = new Router();
  r.get('/users/:id/files/:name', ({ params }) => params, 'file');
  r.get('/static/*', ({ params }) => params);
  return r;
}

function fakeRes() {
  return {
    statusCode: 0,
    headers: {},
    body: undefined,
    setHeader(k, v) { this.headers[k] = v; },
    end(b) { this.body = b; },
  };
}

test('percent-encoded parameters are decoded', () => {
  const r = app();
  assert.deepStrictEqual(r.match('GET', '/users/42/files/my%20report.pdf').params, { id: '42', name: 'my report.pdf' });
  assert.strictEqual(r.match('GET', '/users/42/files/%C3%BCbersicht.txt').params.name, 'übersicht.txt');
});

test('an encoded slash stays inside its parameter', () => {
  const r = app();
  const m = r.match('GET', '/users/42/files/Q3%2FQ4%20plan.pdf');
  assert.ok(m, 'route should match');
  assert.deepStrictEqual(m.params, { id: '42', name: 'Q3/Q4 plan.pdf' });
});

test('plus is not a space in a path', () => {
  assert.strictEqual(app().match('GET', '/users/1/files/a+b.txt').params.name, 'a+b.txt');
});

test('rest parameter is decoded per segment', () => {
  assert.deepStrictEqual(app().match('GET', '/static/fonts/Open%20Sans.woff2').params, { rest: 'fonts/Open Sans.woff2' });
});

test('links round-trip through the router', () => {
  const r = app();
  for (const name of ['my report.pdf', 'Q3/Q4 plan.pdf', '50%.txt', 'a+b?.txt', 'résumé#1.doc']) {
    const url = r.url('file', { id: 9, name });
    assert.ok(!url.slice(1).includes(' '), url);
    assert.deepStrictEqual(r.match('GET', url).params, { id: '9', name }, url);
  }
});

test('malformed encoding is a client error, not a crash', async () => {
  const handle = createHandler(app());
  const res = fakeRes();
  await handle({ method: 'GET', url: '/users/1/files/%E0%A4%A' }, res);
  assert.ok(res.statusCode === 400 || res.statusCode === 404, `status ${res.statusCode}`);
  const ok = fakeRes();
  await handle({ method: 'GET', url: '/users/1/files/x%20y' }, ok);
  assert.strictEqual(ok.statusCode, 200);
  assert.deepStrictEqual(JSON.parse(ok.body), { id: '1', name: 'x y' });
});
