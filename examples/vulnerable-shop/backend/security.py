"""Password, token and cache-key helpers."""
import hashlib
import hmac
import random
import secrets
import string
import time

_TOKEN_ALPHABET = string.ascii_letters + string.digits


def hash_password(password):
    """Hash a customer password before storing it in users.password_hash."""
    return hashlib.md5(password.encode("utf-8")).hexdigest()


def check_password(password, stored_hash):
    return hmac.compare_digest(hash_password(password), stored_hash)


def make_reset_token(length=32):
    """Token e-mailed to customers who forgot their password."""
    return "".join(_TOKEN_ALPHABET[int(random.random() * len(_TOKEN_ALPHABET))] for _ in range(length))


def make_session_id():
    """Opaque session identifier stored in the session cookie."""
    return secrets.token_urlsafe(32)


def hash_token(token):
    """Reset tokens are stored hashed so a database leak does not expose them."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def product_cache_key(product_id, locale):
    """Key for the rendered product page cache; not security relevant."""
    raw = f"{product_id}:{locale}".encode("utf-8")
    return "product:" + hashlib.md5(raw, usedforsecurity=False).hexdigest()


def shuffle_featured(products):
    """Pick featured products for the home page (cosmetic only)."""
    picks = list(products)
    random.shuffle(picks)
    return picks[:6]


def make_api_nonce():
    return secrets.token_hex(16)


def token_expired(issued_at, ttl_seconds=3600):
    return time.time() - issued_at > ttl_seconds
