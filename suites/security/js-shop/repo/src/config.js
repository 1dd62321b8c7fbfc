'use strict';

module.exports = {
  port: Number(process.env.PORT || 3000),
  databaseUrl: process.env.DATABASE_URL || 'postgres://localhost/shop',
  invoiceDir: process.env.INVOICE_DIR || '/srv/shop/invoices',
  uploadDir: process.env.UPLOAD_DIR || '/srv/shop/uploads',
  jwtSecret: 'k9#Vf2!qLw8@Zr5$Tn1^Hx7&Pb3*Dm6Q',
  tokenTtl: '8h',
};
