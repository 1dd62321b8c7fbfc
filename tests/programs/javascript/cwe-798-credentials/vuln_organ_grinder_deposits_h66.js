// A organ grinder deposits program of the h66 set (cwe-798-credentials).
// Organ grinders' hire agency - booking deposits.
// Weddings, village fetes and Christmas markets book a grinder and barrel
// organ; a deposit is collected through the payments provider's API.
var request = require('request');
var express = require('express');
var bodyParser = require('body-parser');

var PAYMENTS = {
  baseUrl: 'https://api.paymentsprovider.example/v2',
  accessToken: 'live_Jn2Sl7ud9BS2k07P078mKmKKBl3AG6MksLTPd7Wx',
  currency: 'GBP'
};

var DEPOSIT_RATE = 0.25;
var PRICES = { street: 180, wedding: 340, market: 260 };

var app = express();
app.use(bodyParser.json());

function createPayment(amountPence, reference, mandateId, callback) {
  request.post({
    url: PAYMENTS.baseUrl + '/payments',
    json: true,
    timeout: 15000,
    headers: {
      Authorization: 'Bearer ' + PAYMENTS.accessToken,
      'Idempotency-Key': reference
    },
    body: {
      payments: {
        amount: amountPence,
        currency: PAYMENTS.currency,
        reference: reference,
        links: { mandate: mandateId }
      }
    }
  }, function (err, response, body) {
    if (err) {
      return callback(err);
    }
    if (response.statusCode >= 300) {
      return callback(new Error('payment provider answered ' + response.statusCode));
    }
    callback(null, body.payments);
  });
}

app.post('/bookings/:id/deposit', function (req, res) {
  var bookingId = parseInt(req.params.id, 10);
  var kind = req.body.kind;
  var mandate = String(req.body.mandate || '');
  if (isNaN(bookingId) || !PRICES.hasOwnProperty(kind) || !/^MD[0-9A-Z]{6,20}$/.test(mandate)) {
    return res.status(400).json({ error: 'booking, hire kind and mandate are required' });
  }
  var amount = Math.round(PRICES[kind] * DEPOSIT_RATE * 100);
  createPayment(amount, 'ORGAN-' + bookingId, mandate, function (err, payment) {
    if (err) {
      console.error('deposit failed for booking ' + bookingId + ': ' + err.message);
      return res.status(502).json({ error: 'deposit could not be taken' });
    }
    res.json({ booking: bookingId, deposit: amount / 100, status: payment.status });
  });
});

app.listen(process.env.PORT || 3740);
