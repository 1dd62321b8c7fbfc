// A hedge invoice push program of the h66 set (cwe-319-cleartext).
// Hedge laying contractor - invoices to estate offices.
// Large estates take our invoices straight into their accounts package;
// each estate office exposes an import endpoint and gave us an API login.
var https = require('https');

function EstateInvoiceClient(options) {
  this.host = options.host;
  this.port = options.port || 443;
  this.user = options.user;
  this.password = options.password;
}

EstateInvoiceClient.prototype.authHeader = function () {
  return 'Basic ' + Buffer.from(this.user + ':' + this.password).toString('base64');
};

EstateInvoiceClient.prototype.push = function (invoice, callback) {
  var payload = JSON.stringify({
    supplier: 'Marches Hedgelaying',
    number: invoice.number,
    date: invoice.date,
    lines: invoice.lines,
    totalPence: invoice.lines.reduce(function (sum, l) { return sum + l.metres * l.ratePence; }, 0),
    bank: { sortCode: invoice.sortCode, account: invoice.account }
  });

  var req = https.request({
    host: this.host,
    port: this.port,
    method: 'POST',
    path: '/accounts/import/purchase-invoices',
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(payload),
      Authorization: this.authHeader()
    },
    timeout: 15000
  }, function (res) {
    var body = '';
    res.setEncoding('utf8');
    res.on('data', function (c) { body += c; });
    res.on('end', function () {
      if (res.statusCode !== 201 && res.statusCode !== 200) {
        return callback(new Error('estate office refused invoice ' + invoice.number + ' (' + res.statusCode + ')'));
      }
      callback(null, body);
    });
  });
  req.on('error', callback);
  req.end(payload);
};

module.exports = EstateInvoiceClient;

if (require.main === module) {
  var client = new EstateInvoiceClient({
    host: process.env.ESTATE_HOST || 'accounts.ludlowestate.example',
    user: process.env.ESTATE_API_USER,
    password: process.env.ESTATE_API_PASS
  });
  client.push({
    number: 'HL-2291',
    date: '2024-02-14',
    lines: [{ description: 'Midland bullock hedge, Long Meadow', metres: 120, ratePence: 1450 }],
    sortCode: process.env.OUR_SORT_CODE,
    account: process.env.OUR_ACCOUNT_NO
  }, function (err) {
    console.log(err ? err.message : 'invoice HL-2291 delivered');
  });
}
