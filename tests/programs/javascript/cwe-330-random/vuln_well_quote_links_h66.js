// A well quote links program of the h66 set (cwe-330-random).
// Well digging contractor - emailed quote links.
// When the surveyor finishes a site visit the office creates a quote and the
// landowner gets an email with /quote?t=<token> to view and accept it.
var http = require('http');
var url = require('url');
var mysql = require('mysql');

var pool = mysql.createPool({
  connectionLimit: 5,
  host: process.env.QUOTES_DB_HOST || 'localhost',
  user: process.env.QUOTES_DB_USER,
  password: process.env.QUOTES_DB_PASS,
  database: 'well_quotes'
});

var TOKEN_DAYS = 30;

function newAccessToken() {
  var token = '';
  while (token.length < 32) {
    token += Math.random().toString(36).slice(2);
  }
  return token.slice(0, 32);
}

function createQuote(quote, callback) {
  var token = newAccessToken();
  var expires = new Date(Date.now() + TOKEN_DAYS * 86400000);
  pool.query(
    'INSERT INTO quotes (site_ref, depth_m, casing, price_pence, access_token, token_expires) VALUES (?, ?, ?, ?, ?, ?)',
    [quote.siteRef, quote.depth, quote.casing, quote.pricePence, token, expires],
    function (err, result) {
      if (err) {
        return callback(err);
      }
      callback(null, { id: result.insertId, token: token, expires: expires });
    }
  );
}

function findQuote(token, callback) {
  pool.query(
    'SELECT site_ref, depth_m, casing, price_pence, accepted FROM quotes WHERE access_token = ? AND token_expires > NOW()',
    [token],
    function (err, rows) {
      if (err) {
        return callback(err);
      }
      callback(null, rows[0] || null);
    }
  );
}

http.createServer(function (req, res) {
  var parsed = url.parse(req.url, true);
  if (parsed.pathname !== '/quote' || typeof parsed.query.t !== 'string') {
    res.writeHead(404, { 'Content-Type': 'application/json' });
    return res.end('{"error":"not found"}');
  }
  findQuote(parsed.query.t, function (err, q) {
    if (err || !q) {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      return res.end('{"error":"quote not found or expired"}');
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({
      site: q.site_ref,
      depthMetres: q.depth_m,
      casing: q.casing,
      price: (q.price_pence / 100).toFixed(2),
      accepted: !!q.accepted
    }));
  });
}).listen(process.env.PORT || 8720);

module.exports = { createQuote: createQuote, findQuote: findQuote };
