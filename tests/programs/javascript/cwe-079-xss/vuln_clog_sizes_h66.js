// A clog sizes program of the h66 set (cwe-079-xss).
// Clog maker - size and style finder for the shop's old catalogue site.
var http = require('http');
var url = require('url');
var escapeHtml = require('escape-html');

var STOCK = [
  { style: 'dutch-klompen', size: '38', wood: 'poplar', price: 54 },
  { style: 'dutch-klompen', size: '41', wood: 'poplar', price: 54 },
  { style: 'welsh-clog', size: '40', wood: 'sycamore', price: 89 },
  { style: 'lancashire', size: '42', wood: 'alder', price: 112 },
  { style: 'lancashire', size: '44', wood: 'alder', price: 112 }
];

function findClogs(style, size) {
  var out = [];
  for (var i = 0; i < STOCK.length; i++) {
    var c = STOCK[i];
    if ((!style || c.style === style) && (!size || c.size === size)) {
      out.push(c);
    }
  }
  return out;
}

function page(title, body) {
  return '<!DOCTYPE html><html><head><meta charset="utf-8"><title>' + title +
    '</title></head><body><h1>' + title + '</h1>' + body + '</body></html>';
}

function renderResults(style, size, clogs) {
  var html = '';
  var shownStyle = escapeHtml(style || 'any style');
  if (clogs.length === 0) {
    html += '<p>Sorry, no ' + shownStyle + ' clogs in size ' + size + ' at the moment.</p>';
    html += '<p><a href="/clogs">Back to all clogs</a></p>';
    return html;
  }
  html += '<table><tr><th>Style</th><th>Size</th><th>Wood</th><th>Price</th></tr>';
  for (var i = 0; i < clogs.length; i++) {
    html += '<tr><td>' + clogs[i].style + '</td><td>' + clogs[i].size + '</td><td>' +
      clogs[i].wood + '</td><td>&pound;' + clogs[i].price + '</td></tr>';
  }
  html += '</table>';
  return html;
}

http.createServer(function (req, res) {
  var parsed = url.parse(req.url, true);
  if (parsed.pathname !== '/clogs') {
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    return res.end('not found');
  }
  var style = parsed.query.style;
  var size = parsed.query.size;
  var clogs = findClogs(style, size);
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(page('Clog finder', renderResults(style, size, clogs)));
}).listen(process.env.PORT || 8040);
