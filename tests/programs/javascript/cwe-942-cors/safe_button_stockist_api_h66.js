// A button stockist api program of the h66 set (cwe-942-cors).
// Button makers - stockist allocation API.
// Haberdashery stockists see their monthly allocation of hand-finished
// buttons; the widget on the stockist portal calls this API with the
// portal's login cookie.
var connect = require('connect');
var http = require('http');
var url = require('url');
var cookie = require('cookie');

var PORTAL_ORIGINS = [
  'https://stockists.buttonworks.example',
  'https://portal.buttonworks.example'
];

var allocations = {
  'ST-0192': [{ line: 'Corozo 4-hole 20L', gross: 12 }, { line: 'Horn toggle 40mm', gross: 3 }],
  'ST-0457': [{ line: 'Mother of pearl 18L', gross: 6 }]
};

// filled by the portal's login service via the shared session store
var sessionStore = Object.create(null);

var app = connect();

function corsHeaders(req, res, next) {
  var origin = req.headers.origin;
  if (origin && PORTAL_ORIGINS.indexOf(origin) !== -1) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Methods', 'GET, OPTIONS');
    res.setHeader('Vary', 'Origin');
  }
  if (req.method === 'OPTIONS') {
    res.statusCode = 204;
    return res.end();
  }
  next();
}

function currentStockist(req) {
  var cookies = cookie.parse(req.headers.cookie || '');
  var session = sessionStore[cookies.portal_sid];
  return session ? session.stockist : null;
}

function sendJson(res, status, body) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
}

app.use(corsHeaders);

app.use('/api/allocation', function (req, res) {
  var stockist = currentStockist(req);
  if (!stockist) {
    return sendJson(res, 401, { error: 'not signed in' });
  }
  var month = url.parse(req.url, true).query.month || new Date().toISOString().slice(0, 7);
  sendJson(res, 200, {
    stockist: stockist,
    month: String(month).slice(0, 7),
    lines: allocations[stockist] || []
  });
});

http.createServer(app).listen(process.env.PORT || 3610);

module.exports = { app: app, sessionStore: sessionStore };
