// A rug order program of the h66 set (cwe-089-sql).
// Rug weaving workshop - commission order search used by the front desk.
// Written against Express 3; still running on the workshop's back-office box.
var express = require('express');
var sqlite3 = require('sqlite3');

var app = express();
var db = new sqlite3.Database(process.env.RUG_DB_FILE || '/var/lib/rugworks/orders.db');

var KNOT_TYPES = ['persian', 'turkish', 'tibetan', 'flatweave'];

app.configure(function () {
  app.use(express.bodyParser());
  app.use(app.router);
});

// wraps a value for use inside a SQL string literal
function quote(value) {
  var s = String(value);
  return "'" + s.replace("'", "''") + "'";
}

function rowsToOrders(rows) {
  var out = [];
  for (var i = 0; i < rows.length; i++) {
    out.push({
      id: rows[i].id,
      customer: rows[i].customer,
      knot: rows[i].knot_type,
      size: rows[i].width_cm + 'x' + rows[i].length_cm,
      due: rows[i].due_date
    });
  }
  return out;
}

app.get('/orders/search', function (req, res) {
  var customer = req.param('customer');
  var knot = req.param('knot');
  var sql = 'SELECT id, customer, knot_type, width_cm, length_cm, due_date FROM commissions WHERE 1=1';

  if (knot) {
    if (KNOT_TYPES.indexOf(knot) === -1) {
      return res.json(400, { error: 'unknown knot type' });
    }
    sql += ' AND knot_type = ' + quote(knot);
  }
  if (customer) {
    sql += ' AND customer LIKE ' + quote(customer + '%');
  }
  sql += ' ORDER BY due_date ASC';

  db.all(sql, function (err, rows) {
    if (err) {
      console.error('order search failed: ' + err.message);
      return res.json(500, { error: 'search failed' });
    }
    res.json({ orders: rowsToOrders(rows) });
  });
});

app.get('/orders/:id', function (req, res) {
  var id = parseInt(req.params.id, 10);
  if (isNaN(id)) {
    return res.json(400, { error: 'bad id' });
  }
  db.get('SELECT * FROM commissions WHERE id = ?', [id], function (err, row) {
    if (err || !row) {
      return res.json(404, { error: 'not found' });
    }
    res.json(row);
  });
});

app.listen(process.env.PORT || 3040);
