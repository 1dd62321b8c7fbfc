# Django views that keep an anonymous visitor's shopping cart in a browser cookie.
import base64
import pickle

from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_GET, require_POST

from .models import Product

COOKIE_NAME = "cart"
MAX_AGE = 7 * 24 * 3600


def load_cart(request) -> dict:
    raw = request.COOKIES.get(COOKIE_NAME)
    if not raw:
        return {}
    try:
        return pickle.loads(base64.urlsafe_b64decode(raw.encode("ascii")))
    except Exception:
        return {}


def store_cart(response, cart: dict) -> None:
    encoded = base64.urlsafe_b64encode(pickle.dumps(cart)).decode("ascii")
    response.set_cookie(COOKIE_NAME, encoded, max_age=MAX_AGE, secure=True, httponly=True, samesite="Lax")


@require_POST
def add_to_cart(request, sku: str):
    product = get_object_or_404(Product, sku=sku, active=True)
    cart = load_cart(request)
    cart[product.sku] = min(int(cart.get(product.sku, 0)) + 1, 20)
    response = JsonResponse({"items": sum(cart.values())})
    store_cart(response, cart)
    return response


@require_GET
def view_cart(request):
    cart = load_cart(request)
    products = {p.sku: p for p in Product.objects.filter(sku__in=list(cart), active=True)}
    lines = [
        {"sku": sku, "name": products[sku].name, "qty": qty, "price": str(products[sku].price)}
        for sku, qty in cart.items()
        if sku in products
    ]
    return JsonResponse({"lines": lines})
