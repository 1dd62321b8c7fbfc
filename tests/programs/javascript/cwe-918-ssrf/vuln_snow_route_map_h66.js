// A snow route map program of the h66 set (cwe-918-ssrf).
// Snow plough contractor - route map tile proxy.
// The cab tablets cannot reach the tile providers directly over the fleet
// APN, so the depot server relays map tiles for the gritting/ploughing routes.
var http = require('http');
var https = require('https');
var url = require('url');

var TILE_SERVERS = {
  street: 'tile.openstreetmap.org',
  topo: 'tile.opentopomap.org',
  council: process.env.COUNCIL_TILE_HOST || 'maps.highways.example-council.gov.uk'
};
var DEFAULT_LAYER = 'street';

function toInt(value, max) {
  var n = parseInt(value, 10);
  if (isNaN(n) || n < 0 || n > max) {
    return null;
  }
  return n;
}

function fail(res, status, msg) {
  res.writeHead(status, { 'Content-Type': 'text/plain' });
  res.end(msg + '\n');
}

function relayTile(host, z, x, y, res) {
  var options = {
    host: host,
    path: '/' + z + '/' + x + '/' + y + '.png',
    headers: { 'User-Agent': 'depot-route-map/2.3' },
    timeout: 8000
  };
  var upstream = https.get(options, function (tileRes) {
    if (tileRes.statusCode !== 200) {
      tileRes.resume();
      return fail(res, 502, 'tile server returned ' + tileRes.statusCode);
    }
    res.writeHead(200, {
      'Content-Type': tileRes.headers['content-type'] || 'image/png',
      'Cache-Control': 'public, max-age=86400'
    });
    tileRes.pipe(res);
  });
  upstream.on('error', function () {
    fail(res, 504, 'tile server unreachable');
  });
}

http.createServer(function (req, res) {
  var parsed = url.parse(req.url, true);
  if (parsed.pathname !== '/tile') {
    return fail(res, 404, 'not found');
  }
  var q = parsed.query;
  var z = toInt(q.z, 19);
  if (z === null) {
    return fail(res, 400, 'bad zoom');
  }
  var x = toInt(q.x, Math.pow(2, z) - 1);
  var y = toInt(q.y, Math.pow(2, z) - 1);
  if (x === null || y === null) {
    return fail(res, 400, 'bad tile coordinates');
  }
  var layer = q.layer || DEFAULT_LAYER;
  var host = TILE_SERVERS[layer] || layer;
  relayTile(host, z, x, y, res);
}).listen(process.env.PORT || 8150);
