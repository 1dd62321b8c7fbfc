// A chair caning export program of the h66 set (cwe-732-permissions).
// Chair caning workshop - monthly job export for the bookkeeper.
// Collects finished re-caning jobs (customer, address, chair, price) from the
// jobs database and writes a CSV into the export folder that the bookkeeper's
// machine collects each month.
var fs = require('fs');
var path = require('path');
var mysql = require('mysql');

var EXPORT_DIR = process.env.JOB_EXPORT_DIR || '/srv/caning/exports';

var db = mysql.createConnection({
  host: process.env.JOBS_DB_HOST || 'localhost',
  user: process.env.JOBS_DB_USER,
  password: process.env.JOBS_DB_PASS,
  database: 'caning_jobs'
});

function csvCell(value) {
  var s = value == null ? '' : String(value);
  if (/^[=+\-@]/.test(s)) {
    s = "'" + s;
  }
  return '"' + s.replace(/"/g, '""') + '"';
}

function toCsv(rows) {
  var out = 'job,customer,address,chair,method,holes,price\n';
  rows.forEach(function (r) {
    out += [r.id, r.customer, r.address, r.chair, r.method, r.holes, (r.price_pence / 100).toFixed(2)]
      .map(csvCell).join(',') + '\n';
  });
  return out;
}

function exportMonth(month, callback) {
  if (!/^\d{4}-\d{2}$/.test(month)) {
    return callback(new Error('month must look like 2024-03'));
  }
  db.query(
    'SELECT id, customer, address, chair, method, holes, price_pence FROM jobs ' +
    "WHERE status = 'collected' AND DATE_FORMAT(collected_on, '%Y-%m') = ? ORDER BY id",
    [month],
    function (err, rows) {
      if (err) {
        return callback(err);
      }
      var file = path.join(EXPORT_DIR, 'caning-jobs-' + month + '.csv');
      fs.writeFile(file, toCsv(rows), function (werr) {
        if (werr) {
          return callback(werr);
        }
        // the bookkeeper's sync tool runs under its own account in our group
        fs.chmod(file, 0640, function (cerr) {
          callback(cerr, file, rows.length);
        });
      });
    }
  );
}

if (require.main === module) {
  var month = process.argv[2] || new Date().toISOString().slice(0, 7);
  exportMonth(month, function (err, file, n) {
    db.end();
    if (err) {
      console.error('export failed: ' + err.message);
      process.exit(1);
    }
    console.log('wrote ' + n + ' jobs to ' + file);
  });
}

module.exports = exportMonth;
