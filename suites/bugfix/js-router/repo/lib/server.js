'use strict';

// Glue between node:http and the router.
function createHandler(router) {
  return async function handle(req, res) {
    const found = router.match(req.method, req.url);
    if (!found) {
      res.statusCode = 404;
      res.end('not found');
      return;
    }
    try {
      const body = await found.handler({ params: found.params, query: found.query, req });
      res.statusCode = 200;
      res.setHeader('content-type', typeof body === 'string' ? 'text/plain' : 'application/json');
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    } catch (err) {
      res.statusCode = err.status || 500;
      res.end(err.expose ? err.message : 'internal error');
    }
  };
}

module.exports = { createHandler };
