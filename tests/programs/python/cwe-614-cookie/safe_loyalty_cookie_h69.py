# A loyalty cookie program of the h69 set (cwe-614-cookie).
import os
import secrets
import sys

from django.conf import settings
from django.core.management import execute_from_command_line
from django.core.signing import BadSignature, Signer
from django.core.wsgi import get_wsgi_application
from django.http import JsonResponse
from django.urls import path

settings.configure(
    DEBUG=False,
    SECRET_KEY=os.environ["DJANGO_SECRET_KEY"],
    ALLOWED_HOSTS=["shop.hocuspocus-emporium.co.uk"],
    ROOT_URLCONF=__name__,
    MIDDLEWARE=[
        "django.middleware.security.SecurityMiddleware",
        "django.middleware.common.CommonMiddleware",
        f"{__name__}.LoyaltyCardMiddleware",
    ],
)

COOKIE_NAME = "wand_card"
CARD_BALANCES: dict[str, int] = {}
signer = Signer(salt="loyalty-card")


class LoyaltyCardMiddleware:
    """Give every visitor a loyalty card id and keep it on the request."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        card = None
        raw = request.COOKIES.get(COOKIE_NAME)
        if raw:
            try:
                card = signer.unsign(raw)
            except BadSignature:
                card = None
        issued = card is None
        request.loyalty_card = card or secrets.token_hex(12)
        CARD_BALANCES.setdefault(request.loyalty_card, 0)

        response = self.get_response(request)

        if issued:
            response.set_cookie(
                COOKIE_NAME,
                signer.sign(request.loyalty_card),
                max_age=60 * 60 * 24 * 365,
                secure=True,
                httponly=True,
                samesite="Lax",
            )
        return response


def balance(request):
    return JsonResponse({"card": request.loyalty_card[-4:], "points": CARD_BALANCES[request.loyalty_card]})


REWARDS = [
    ("Svengali deck", 150),
    ("Linking rings, 4 inch", 400),
    ("Zombie ball kit", 900),
]


def rewards(request):
    points = CARD_BALANCES[request.loyalty_card]
    return JsonResponse({
        "points": points,
        "available": [name for name, cost in REWARDS if cost <= points],
        "next": next(({"item": n, "needed": c - points} for n, c in REWARDS if c > points), None),
    })


urlpatterns = [
    path("loyalty/", balance),
    path("loyalty/rewards", rewards),
]

application = get_wsgi_application()

if __name__ == "__main__":
    execute_from_command_line(sys.argv)
