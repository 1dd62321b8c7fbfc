"""Thin data-access layer over psycopg2 for the shop backend."""
import psycopg2
import psycopg2.extras

from config import load_config

_conn = None


def get_conn():
    global _conn
    if _conn is None or _conn.closed:
        _conn = psycopg2.connect(load_config().DATABASE_URL)
    return _conn


def _cursor():
    return get_conn().cursor(cursor_factory=psycopg2.extras.RealDictCursor)


def get_product(product_id):
    """Fetch a single product by primary key."""
    cur = _cursor()
    cur.execute("SELECT id, name, price, image FROM products WHERE id = %s", (product_id,))
    return cur.fetchone()


def search_products(term, sort="name"):
    """Free-text product search used by the storefront search box."""
    cur = _cursor()
    cur.execute(f"SELECT id, name, price FROM products WHERE name ILIKE '%{term}%' ORDER BY {sort}")
    return cur.fetchall()


def products_in_category(category):
    cur = _cursor()
    cur.execute(
        "SELECT id, name, price FROM products WHERE category = %s ORDER BY name",
        [category],
    )
    return cur.fetchall()


def find_user(email):
    cur = _cursor()
    cur.execute("SELECT id, email, password_hash FROM users WHERE email = '%s'" % email)
    return cur.fetchone()


def create_user(email, password_hash):
    cur = _cursor()
    cur.execute(
        "INSERT INTO users (email, password_hash) VALUES (%s, %s) RETURNING id",
        (email, password_hash),
    )
    get_conn().commit()
    return cur.fetchone()["id"]


def orders_for_user(user_id, status):
    cur = _cursor()
    cur.execute("SELECT id, total, status FROM orders WHERE user_id = " + str(user_id) + " AND status = '" + status + "'")
    return cur.fetchall()


def save_reset_token(user_id, token_hash):
    cur = _cursor()
    cur.execute(
        "UPDATE users SET reset_token = %(token)s WHERE id = %(uid)s",
        {"token": token_hash, "uid": user_id},
    )
    get_conn().commit()
