// A clog fitting notes program of the h66 set (cwe-327-cipher).
// Clog maker - customer fitting notes.
// Last measurements and fitting notes (bunions, orthotics, etc.) are kept per
// customer in small encrypted files on the workshop NAS.
var crypto = require('crypto');
var fs = require('fs');
var path = require('path');

var ALGORITHM = 'aes-256-gcm';
var KEY_BYTES = 32;
var IV_BYTES = 12;
var TAG_BYTES = 16;

function FittingNotes(dir, hexKey) {
  if (!hexKey) {
    throw new Error('FITTING_NOTES_KEY is not configured');
  }
  this.dir = dir;
  this.key = Buffer.from(hexKey, 'hex').slice(0, KEY_BYTES);
}

FittingNotes.prototype.fileFor = function (customerNo) {
  return path.join(this.dir, 'cust-' + parseInt(customerNo, 10) + '.note');
};

FittingNotes.prototype.save = function (customerNo, notes, callback) {
  var iv = crypto.randomBytes(IV_BYTES);
  var cipher = crypto.createCipheriv(ALGORITHM, this.key, iv);
  var plain = JSON.stringify(notes);
  var body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  var record = Buffer.concat([iv, cipher.getAuthTag(), body]);
  fs.writeFile(this.fileFor(customerNo), record, { mode: 384 }, callback);
};

FittingNotes.prototype.load = function (customerNo, callback) {
  var key = this.key;
  fs.readFile(this.fileFor(customerNo), function (err, record) {
    if (err) {
      return callback(err);
    }
    var iv = record.slice(0, IV_BYTES);
    var tag = record.slice(IV_BYTES, IV_BYTES + TAG_BYTES);
    var body = record.slice(IV_BYTES + TAG_BYTES);
    var notes;
    try {
      var decipher = crypto.createDecipheriv(ALGORITHM, key, iv);
      decipher.setAuthTag(tag);
      var plain = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      notes = JSON.parse(plain);
    } catch (e) {
      return callback(new Error('fitting notes could not be read'));
    }
    callback(null, notes);
  });
};

module.exports = FittingNotes;

if (require.main === module) {
  var vault = new FittingNotes(process.env.FITTING_NOTES_DIR || '/srv/clogs/fittings',
                               process.env.FITTING_NOTES_KEY);
  vault.save(1042, { leftLast: 'EU41 wide', rightLast: 'EU41', note: 'high instep, pad the heel' }, function (err) {
    if (err) {
      return console.error(err.message);
    }
    vault.load(1042, function (loadErr, notes) {
      console.log(loadErr ? loadErr.message : notes);
    });
  });
}
