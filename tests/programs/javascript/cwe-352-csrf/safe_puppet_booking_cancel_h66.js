// A puppet booking cancel program of the h66 set (cwe-352-csrf).
// Puppet theatre - "my bookings" page for signed-in patrons.
// Patrons can cancel a booking up to 24 hours before the performance and the
// seats go back on sale.
var express = require('express');
var session = require('express-session');
var bodyParser = require('body-parser');
var escapeHtml = require('escape-html');
var csrf = require('csurf');

var app = express();
app.set('trust proxy', 1);
app.use(session({
  name: 'puppets.sid',
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { httpOnly: true, secure: true, maxAge: 4 * 3600000 }
}));
app.use(bodyParser.urlencoded({ extended: false }));
app.use(csrf());

// patron id -> bookings; filled from the box office system
var bookings = Object.create(null);
var CANCEL_CUTOFF_MS = 24 * 3600000;

function requirePatron(req, res, next) {
  if (!req.session.patronId) {
    return res.redirect('/signin');
  }
  next();
}

function bookingRow(b, token) {
  var row = '<tr><td>' + escapeHtml(b.show) + '</td><td>' + escapeHtml(b.performance) +
    '</td><td>' + b.seats + '</td><td>';
  if (b.status === 'active') {
    row += '<form method="post" action="/bookings/' + encodeURIComponent(b.ref) + '/cancel">' +
      '<input type="hidden" name="_csrf" value="' + escapeHtml(token) + '">' +
      '<button type="submit">Cancel</button></form>';
  } else {
    row += escapeHtml(b.status);
  }
  return row + '</td></tr>';
}

app.get('/bookings', requirePatron, function (req, res) {
  var mine = bookings[req.session.patronId] || [];
  var token = req.csrfToken();
  var html = '<!DOCTYPE html><html><head><meta charset="utf-8"><title>My bookings</title></head><body>' +
    '<h1>My bookings</h1><table><tr><th>Show</th><th>Performance</th><th>Seats</th><th></th></tr>';
  mine.forEach(function (b) {
    html += bookingRow(b, token);
  });
  html += '</table></body></html>';
  res.type('html').send(html);
});

app.post('/bookings/:ref/cancel', requirePatron, function (req, res) {
  var mine = bookings[req.session.patronId] || [];
  var booking = null;
  for (var i = 0; i < mine.length; i++) {
    if (mine[i].ref === req.params.ref) {
      booking = mine[i];
    }
  }
  if (!booking || booking.status !== 'active') {
    return res.status(404).send('Booking not found');
  }
  if (new Date(booking.performance).getTime() - Date.now() < CANCEL_CUTOFF_MS) {
    return res.status(409).send('Bookings can only be cancelled up to 24 hours before the show');
  }
  booking.status = 'cancelled';
  res.redirect('/bookings');
});

app.listen(process.env.PORT || 3140);
