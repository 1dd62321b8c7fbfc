// A button quote calc program of the h66 set (cwe-094-code).
// Button factory - wholesale quote calculator.
// Sales staff type quick sums such as "(12*144)*0.085+35" on the quote
// screen; the result is rounded to pence and priced per gross.
var express = require('express');

var app = express();

var MATERIAL_RATES = {
  corozo: 0.085,
  horn: 0.12,
  shell: 0.19,
  brass: 0.07
};
var CARRIAGE = 35;

function looksArithmetic(expr) {
  return /[0-9+\-*\/(). ]+/.test(expr);
}

function evaluate(expr, callback) {
  var value;
  try {
    value = eval(expr);
  } catch (e) {
    return callback(new Error('could not work that out'));
  }
  if (typeof value !== 'number' || !isFinite(value)) {
    return callback(new Error('not a number'));
  }
  callback(null, Math.round(value * 100) / 100);
}

app.get('/quote/calc', function (req, res) {
  var expr = String(req.query.expr || '');
  if (expr.length === 0 || expr.length > 120) {
    return res.status(400).json({ error: 'enter a sum' });
  }
  if (!looksArithmetic(expr)) {
    return res.status(400).json({ error: 'only numbers and + - * / ( ) please' });
  }
  evaluate(expr, function (err, total) {
    if (err) {
      return res.status(422).json({ error: err.message });
    }
    res.json({ total: total });
  });
});

app.get('/quote/standard', function (req, res) {
  var material = req.query.material;
  var gross = parseInt(req.query.gross, 10);
  if (!MATERIAL_RATES.hasOwnProperty(material) || isNaN(gross) || gross < 1) {
    return res.status(400).json({ error: 'material and number of gross required' });
  }
  var goods = Math.round(gross * 144 * MATERIAL_RATES[material] * 100) / 100;
  res.json({
    material: material,
    gross: gross,
    goods: goods,
    carriage: CARRIAGE,
    total: Math.round((goods + CARRIAGE) * 100) / 100
  });
});

app.listen(process.env.PORT || 3088);
