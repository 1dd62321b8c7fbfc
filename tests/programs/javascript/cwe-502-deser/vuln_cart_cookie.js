// Express middleware and routes that keep a guest shopping cart in a browser cookie
const express = require('express');
const cookieParser = require('cookie-parser');
const serialize = require('node-serialize');

const app = express();
app.use(cookieParser());
app.use(express.json());

const CART_COOKIE = 'guest_cart';

function emptyCart() {
  return { items: [], currency: 'EUR', updatedAt: Date.now() };
}

function loadCart(req, res, next) {
  const raw = req.cookies[CART_COOKIE];
  if (!raw) {
    req.cart = emptyCart();
    return next();
  }
  try {
    const decoded = Buffer.from(raw, 'base64').toString('utf8');
    req.cart = serialize.unserialize(decoded);
  } catch (err) {
    req.cart = emptyCart();
  }
  next();
}

function saveCart(res, cart) {
  cart.updatedAt = Date.now();
  const encoded = Buffer.from(serialize.serialize(cart)).toString('base64');
  res.cookie(CART_COOKIE, encoded, { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 7 * 864e5 });
}

app.get('/cart', loadCart, (req, res) => {
  res.json(req.cart);
});

app.post('/cart/items', loadCart, (req, res) => {
  const sku = String(req.body.sku || '');
  const qty = Math.max(1, Math.min(Number.parseInt(req.body.qty, 10) || 1, 99));
  const existing = req.cart.items.find((i) => i.sku === sku);
  if (existing) existing.qty += qty;
  else req.cart.items.push({ sku, qty });
  saveCart(res, req.cart);
  res.status(201).json(req.cart);
});

app.listen(3000);
