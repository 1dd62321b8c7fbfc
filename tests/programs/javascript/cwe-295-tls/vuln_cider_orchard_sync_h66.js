// A cider orchard sync program of the h66 set (cwe-295-tls).
// Cider maker - nightly sync of apple deliveries from the orchard co-op.
// Each member orchard's weighbridge tickets are pulled from the co-op's API
// and appended to the pressing plan.
var request = require('request');
var async = require('async');
var fs = require('fs');

var COOP_API = process.env.COOP_API_URL || 'https://api.orchardcoop.example/v1';
var COOP_USER = process.env.COOP_API_USER;
var COOP_PASS = process.env.COOP_API_PASS;
var PLAN_FILE = process.env.PRESSING_PLAN || '/srv/cidery/pressing-plan.jsonl';
var ORCHARDS = ['home-farm', 'stoke-lane', 'wyke-champflower', 'burrow-hill'];

function fetchTickets(orchard, since, callback) {
  request.get({
    url: COOP_API + '/orchards/' + encodeURIComponent(orchard) + '/tickets',
    qs: { since: since },
    auth: { user: COOP_USER, pass: COOP_PASS },
    json: true,
    timeout: 20000,
    strictSSL: false
  }, function (err, response, body) {
    if (err) {
      return callback(err);
    }
    if (response.statusCode !== 200) {
      return callback(new Error(orchard + ': co-op answered ' + response.statusCode));
    }
    callback(null, body.tickets || []);
  });
}

function toPlanLines(orchard, tickets) {
  var lines = '';
  tickets.forEach(function (t) {
    lines += JSON.stringify({
      orchard: orchard,
      ticket: t.number,
      variety: t.variety,
      tonnes: t.net_kg / 1000,
      delivered: t.weighed_at
    }) + '\n';
  });
  return lines;
}

function sync(since, done) {
  var total = 0;
  async.eachSeries(ORCHARDS, function (orchard, next) {
    fetchTickets(orchard, since, function (err, tickets) {
      if (err) {
        console.error('skipping ' + orchard + ': ' + err.message);
        return next();
      }
      total += tickets.length;
      fs.appendFile(PLAN_FILE, toPlanLines(orchard, tickets), next);
    });
  }, function (err) {
    done(err, total);
  });
}

if (require.main === module) {
  var yesterday = new Date(Date.now() - 86400000).toISOString().slice(0, 10);
  sync(yesterday, function (err, n) {
    if (err) {
      console.error('sync failed: ' + err.message);
      process.exit(1);
    }
    console.log('added ' + n + ' weighbridge tickets to the pressing plan');
  });
}

module.exports = sync;
