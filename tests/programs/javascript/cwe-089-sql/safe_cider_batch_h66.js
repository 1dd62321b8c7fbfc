// A cider batch program of the h66 set (cwe-089-sql).
// Cider press batch ledger - small internal lookup service used by the
// cellar hands from the tablet in the pressing shed.
var http = require('http');
var url = require('url');
var mysql = require('mysql');

var CONFIG = {
  port: process.env.LEDGER_PORT || 8085,
  db: {
    host: process.env.LEDGER_DB_HOST || 'localhost',
    user: process.env.LEDGER_DB_USER,
    password: process.env.LEDGER_DB_PASS,
    database: 'cider_ledger'
  }
};

var connection = mysql.createConnection(CONFIG.db);
connection.connect(function (err) {
  if (err) {
    console.error('ledger db unavailable: ' + err.code);
  }
});

function sendJson(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

function listBatches(query, res) {
  var limit = parseInt(query.limit, 10);
  if (isNaN(limit) || limit < 1 || limit > 200) {
    limit = 50;
  }
  var sql = 'SELECT id, orchard, apple_mix, pressed_on, gravity FROM batches ' +
            'ORDER BY pressed_on DESC LIMIT ' + limit;
  connection.query(sql, function (err, rows) {
    if (err) {
      return sendJson(res, 500, { error: 'query failed' });
    }
    sendJson(res, 200, { batches: rows });
  });
}

function batchesForOrchard(query, res) {
  var orchard = (query.orchard || '').trim();
  if (orchard.length === 0) {
    return sendJson(res, 400, { error: 'orchard required' });
  }
  var sql = "SELECT id, apple_mix, pressed_on, gravity, yeast FROM batches " +
            'WHERE orchard = ? ORDER BY pressed_on DESC';
  connection.query(sql, [orchard], function (err, rows) {
    if (err) {
      return sendJson(res, 500, { error: 'query failed' });
    }
    sendJson(res, 200, { count: rows.length, batches: rows });
  });
}

var server = http.createServer(function (req, res) {
  var parsed = url.parse(req.url, true);
  if (parsed.pathname !== '/ledger') {
    res.writeHead(404);
    return res.end();
  }
  var action = parsed.query.action || 'list';
  if (action === 'list') {
    listBatches(parsed.query, res);
  } else if (action === 'orchard') {
    batchesForOrchard(parsed.query, res);
  } else {
    sendJson(res, 400, { error: 'unknown action' });
  }
});

server.listen(CONFIG.port, function () {
  console.log('cider ledger listening on ' + CONFIG.port);
});
