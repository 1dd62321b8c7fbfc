// A chair caning return program of the h66 set (cwe-601-redirect).
// Chair caning workshop - price region switcher.
// Prices for seat re-caning, rush and Danish cord differ between the UK and
// the Irish workshop; the header links to /region?code=ie&back=<current page>.
var express = require('express');
var cookieParser = require('cookie-parser');

var app = express();
app.use(cookieParser());

var REGIONS = {
  uk: { currency: 'GBP', perHole: 0.55, rushSeat: 85 },
  ie: { currency: 'EUR', perHole: 0.65, rushSeat: 98 }
};
var ONE_YEAR = 365 * 24 * 60 * 60 * 1000;

function localPath(back) {
  if (typeof back !== 'string' || back.length === 0) {
    return '/';
  }
  if (back.charAt(0) !== '/') {
    return '/';
  }
  return back;
}

app.get('/region', function (req, res) {
  var code = String(req.query.code || '').toLowerCase();
  if (!REGIONS.hasOwnProperty(code)) {
    return res.status(400).send('Unknown region');
  }
  res.cookie('region', code, {
    maxAge: ONE_YEAR,
    httpOnly: true,
    secure: true,
    sameSite: 'lax'
  });
  res.redirect(localPath(req.query.back));
});

app.get('/prices', function (req, res) {
  var code = req.cookies.region;
  if (!REGIONS.hasOwnProperty(code)) {
    code = 'uk';
  }
  var r = REGIONS[code];
  res.json({
    region: code,
    currency: r.currency,
    caningPerHole: r.perHole,
    rushSeat: r.rushSeat
  });
});

app.listen(process.env.PORT || 3070);
