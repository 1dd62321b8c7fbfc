'use strict';

const path = require('path');

module.exports = {
  port: Number(process.env.PORT || 8080),
  storageDir: path.resolve(process.env.STORAGE_DIR || './storage'),
  publicDir: path.resolve(__dirname, '..', 'public'),
  thumbnailService: process.env.THUMBNAIL_SERVICE || 'http://127.0.0.1:9400',
  shareSecret: process.env.SHARE_SECRET || 'fileshare-share-links-2b7e151628aed2a6abf7',
};
