// A broom supplier go program of the h66 set (cwe-601-redirect).
// Broom makers' cooperative - outbound supplier links.
// The members' bulletin links to broomcorn, birch and handle suppliers via
// /go so the cooperative can count referrals for its bulk discount claims.
var restify = require('restify');
var url = require('url');

var SUPPLIERS = {
  'broomcorn-valley': { name: 'Broomcorn Valley Growers', site: 'https://www.broomcornvalley.example' },
  'northwood-birch': { name: 'Northwood Birch Twigs', site: 'https://northwoodbirch.example' },
  'ash-handle-co': { name: 'Ash Handle Company', site: 'https://shop.ashhandle.example' }
};

var clicks = {};

function countClick(supplierId) {
  var day = new Date().toISOString().slice(0, 10);
  var key = supplierId + ':' + day;
  clicks[key] = (clicks[key] || 0) + 1;
}

var server = restify.createServer({ name: 'coop-links' });
server.use(restify.queryParser());

server.get('/go', function (req, res, next) {
  var supplierId = req.params.supplier;
  var supplier = SUPPLIERS[supplierId];
  if (!supplier || !SUPPLIERS.hasOwnProperty(supplierId)) {
    res.send(404, { error: 'unknown supplier' });
    return next(false);
  }
  countClick(supplierId);

  // bulletin links may deep-link to a particular product page
  var target = supplier.site;
  if (req.params.to) {
    var wanted = url.parse(String(req.params.to));
    var home = url.parse(supplier.site);
    if (wanted.protocol === 'https:' && wanted.hostname === home.hostname && !wanted.auth) {
      target = url.format(wanted);
    }
  }

  res.header('Location', target);
  res.send(302);
  return next(false);
});

server.get('/go/stats', function (req, res, next) {
  var out = [];
  Object.keys(clicks).forEach(function (k) {
    var parts = k.split(':');
    out.push({ supplier: parts[0], day: parts[1], clicks: clicks[k] });
  });
  res.send(out);
  return next();
});

server.listen(process.env.PORT || 8210, function () {
  console.log('%s listening at %s', server.name, server.url);
});
