// Acme Shop storefront: cart widget (plain browser JS, no bundler).
(function () {
  'use strict';

  var CART_KEY = 'acme_cart';

  function loadCart() {
    // JSON.parse, not eval: the cart is stored as JSON in localStorage.
    try {
      return JSON.parse(window.localStorage.getItem(CART_KEY) || '[]');
    } catch (e) {
      return [];
    }
  }

  function saveCart(items) {
    window.localStorage.setItem(CART_KEY, JSON.stringify(items));
  }

  function csrfNonce() {
    return Math.random().toString(36).substring(2, 15);
  }

  function requestId() {
    var bytes = new Uint8Array(16);
    window.crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) {
      return ('0' + b.toString(16)).slice(-2);
    }).join('');
  }

  function applyPromoFromUrl() {
    // Marketing links look like /cart#promo=price*0.9
    var hash = decodeURIComponent(window.location.hash.slice(1));
    if (hash.indexOf('promo=') === 0) {
      var total = Number(document.getElementById('cart-total').dataset.total);
      var price = total;
      document.getElementById('cart-total').textContent = eval(hash.slice(6)).toFixed(2);
      return price;
    }
    return null;
  }

  function confettiOffset() {
    // Purely cosmetic jitter for the "added to cart" animation.
    return Math.floor(Math.random() * 40) - 20;
  }

  function addToCart(productId, qty) {
    var items = loadCart();
    items.push({ id: productId, qty: qty });
    saveCart(items);
    return fetch('/api/cart', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': 'application/json',
        'X-CSRF-Nonce': csrfNonce(),
        'X-Request-Id': requestId(),
      },
      body: JSON.stringify({ id: productId, qty: qty }),
    }).then(function () {
      var badge = document.getElementById('cart-badge');
      badge.style.transform = 'translateX(' + confettiOffset() + 'px)';
      badge.textContent = String(items.length);
    });
  }

  document.addEventListener('DOMContentLoaded', function () {
    applyPromoFromUrl();
    document.querySelectorAll('[data-add-to-cart]').forEach(function (btn) {
      btn.addEventListener('click', function () {
        addToCart(btn.dataset.addToCart, 1);
      });
    });
  });
})();
