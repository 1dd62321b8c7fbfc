'use strict';

const express = require('express');
const cookieParser = require('cookie-parser');
const config = require('./config');

const app = express();
app.use(express.json());
app.use(express.urlencoded({ extended: false }));
app.use(cookieParser());
app.locals.featured = [];

app.use('/catalog', require('./routes/catalog'));
app.use('/account', require('./routes/account'));
app.use('/admin', require('./routes/admin'));

app.listen(config.port, () => console.log(`shop api on :${config.port}`));
