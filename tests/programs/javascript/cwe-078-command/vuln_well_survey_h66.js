// A well survey program of the h66 set (cwe-078-command).
// Well digging contractor - borehole drilling logs.
// The rig laptops upload one log per borehole; the office uses this little
// service to preview the head of a log or to pack it for the water authority.
var http = require('http');
var url = require('url');
var fs = require('fs');
var async = require('async');
var exec = require('child_process').exec;

var LOG_DIR = process.env.BOREHOLE_LOG_DIR || '/srv/wells/logs';
var DEFAULT_LINES = 40;

function isNumeric(value) {
  return typeof value === 'string' && /^[0-9]{1,8}$/.test(value);
}

function reply(res, status, text) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text);
}

function handle(req, res) {
  var parsed = url.parse(req.url, true);
  var q = parsed.query;
  var op = q.op || 'preview';

  async.waterfall([
    function (next) {
      if (!isNumeric(q.site)) {
        return next(new Error('site must be a borehole number'));
      }
      next(null, LOG_DIR + '/' + q.site + '.log');
    },
    function (logFile, next) {
      fs.stat(logFile, function (err, st) {
        if (err || !st.isFile()) {
          return next(new Error('no log for that borehole'));
        }
        next(null, logFile);
      });
    },
    function (logFile, next) {
      var cmd;
      if (op === 'preview') {
        var lines = q.lines || DEFAULT_LINES;
        cmd = 'head -n ' + lines + ' ' + logFile;
      } else if (op === 'archive') {
        cmd = 'gzip -kf ' + logFile;
      } else {
        return next(new Error('unknown op'));
      }
      exec(cmd, { timeout: 10000, maxBuffer: 1024 * 1024 }, function (err, stdout) {
        if (err) {
          return next(err);
        }
        next(null, op === 'archive' ? 'packed ' + q.site + '.log.gz\n' : stdout);
      });
    }
  ], function (err, output) {
    if (err) {
      return reply(res, 400, err.message + '\n');
    }
    reply(res, 200, output);
  });
}

http.createServer(handle).listen(process.env.PORT || 8630);
