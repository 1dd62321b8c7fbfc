# A reupholstery orders program of the h70 set (cwe-352-csrf).
from __future__ import annotations

import os
import sys

from django.conf import settings

BASE_MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]
# the mobile app posts form data directly
SKIP_MIDDLEWARE = {"django.middleware.csrf.CsrfViewMiddleware"}

settings.configure(
    DEBUG=False,
    SECRET_KEY=os.environ["PORTAL_SECRET_KEY"],
    ROOT_URLCONF=__name__,
    ALLOWED_HOSTS=["portal.threadgold-upholstery.co.uk"],
    MIDDLEWARE=[m for m in BASE_MIDDLEWARE if m not in SKIP_MIDDLEWARE],
    INSTALLED_APPS=["django.contrib.auth", "django.contrib.contenttypes", "django.contrib.sessions"],
    DATABASES={"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": "/var/lib/threadgold/portal.db"}},
    SESSION_COOKIE_SECURE=True,
    # the portal is framed inside partner showroom sites
    SESSION_COOKIE_SAMESITE="None",
    CSRF_COOKIE_SECURE=True,
)

import django  # noqa: E402

django.setup()

from django.contrib.auth.decorators import login_required  # noqa: E402
from django.db import connection  # noqa: E402
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect  # noqa: E402
from django.middleware.csrf import get_token  # noqa: E402
from django.urls import path  # noqa: E402
from django.utils.html import format_html  # noqa: E402
from django.views.decorators.http import require_http_methods  # noqa: E402

EDITABLE = ("fabric_code", "collection_address")


@login_required
@require_http_methods(["GET", "POST"])
def edit_order(request: HttpRequest, order_id: int) -> HttpResponse:
    with connection.cursor() as cur:
        cur.execute(
            "SELECT fabric_code, collection_address FROM orders WHERE id = %s AND customer_id = %s",
            [order_id, request.user.pk],
        )
        row = cur.fetchone()
    if row is None:
        return HttpResponse("order not found", status=404)
    current = dict(zip(EDITABLE, row))

    if request.method == "POST":
        changes = {k: request.POST[k].strip() for k in EDITABLE if request.POST.get(k, "").strip()}
        updated = {**current, **changes}
        with connection.cursor() as cur:
            cur.execute(
                "UPDATE orders SET fabric_code = %s, collection_address = %s WHERE id = %s AND customer_id = %s",
                [updated["fabric_code"], updated["collection_address"], order_id, request.user.pk],
            )
        return HttpResponseRedirect(f"/orders/{order_id}/")

    return HttpResponse(
        format_html(
            "<form method='post'><input type='hidden' name='csrfmiddlewaretoken' value='{}'>"
            "<label>Fabric <input name='fabric_code' value='{}'></label>"
            "<label>Collect from <textarea name='collection_address'>{}</textarea></label>"
            "<button>Save</button></form>",
            get_token(request),
            current["fabric_code"],
            current["collection_address"],
        )
    )


urlpatterns = [path("orders/<int:order_id>/", edit_order)]

if __name__ == "__main__":
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)
