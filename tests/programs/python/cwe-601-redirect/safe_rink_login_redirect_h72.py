# A rink login redirect program of the h72 set (cwe-601-redirect).
from __future__ import annotations

import os
import sys

from django.conf import settings

settings.configure(
    DEBUG=False,
    SECRET_KEY=os.environ["STARLIGHT_SECRET_KEY"],
    ROOT_URLCONF=__name__,
    ALLOWED_HOSTS=["starlightskate.com", "www.starlightskate.com"],
    INSTALLED_APPS=["django.contrib.contenttypes", "django.contrib.auth", "django.contrib.sessions"],
    MIDDLEWARE=[
        "django.middleware.security.SecurityMiddleware",
        "django.contrib.sessions.middleware.SessionMiddleware",
        "django.middleware.csrf.CsrfViewMiddleware",
        "django.contrib.auth.middleware.AuthenticationMiddleware",
    ],
    DATABASES={"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": "/var/lib/starlight/members.db"}},
)

import django  # noqa: E402

django.setup()

from django.contrib.auth import authenticate, login  # noqa: E402
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect  # noqa: E402
from django.middleware.csrf import get_token  # noqa: E402
from django.urls import path  # noqa: E402
from django.utils.html import format_html  # noqa: E402
from django.utils.http import url_has_allowed_host_and_scheme  # noqa: E402
from django.views import View  # noqa: E402


class ReturnToMixin:
    """Works out where to send a skater after an action completes."""

    default_return = "/members/"
    return_param = "next"
    own_hosts = frozenset({"starlightskate.com", "www.starlightskate.com"})

    def is_own_page(self, request: HttpRequest, target: str) -> bool:
        return url_has_allowed_host_and_scheme(
            target, allowed_hosts=self.own_hosts, require_https=request.is_secure()
        )

    def return_url(self, request: HttpRequest) -> str:
        target = request.POST.get(self.return_param) or request.GET.get(self.return_param, "")
        if target and self.is_own_page(request, target):
            return target
        return self.default_return


FORM = """<form method="post"><input type="hidden" name="csrfmiddlewaretoken" value="{}">
<input type="hidden" name="next" value="{}"><input name="username"><input name="password" type="password">
<button>Sign in</button></form>"""


class SignInView(ReturnToMixin, View):
    def get(self, request: HttpRequest) -> HttpResponse:
        return HttpResponse(format_html(FORM, get_token(request), request.GET.get("next", "")))

    def post(self, request: HttpRequest) -> HttpResponse:
        user = authenticate(
            request,
            username=request.POST.get("username", ""),
            password=request.POST.get("password", ""),
        )
        if user is None:
            return HttpResponse("Wrong member number or password.", status=401)
        login(request, user)
        return HttpResponseRedirect(self.return_url(request))


class PartyBookingView(ReturnToMixin, View):
    default_return = "/parties/thanks/"

    def post(self, request: HttpRequest) -> HttpResponse:
        if not request.user.is_authenticated:
            return HttpResponseRedirect(f"/sign-in/?next={request.path}")
        # the booking itself is handled by the rink's reservation service
        return HttpResponseRedirect(self.return_url(request))


urlpatterns = [
    path("sign-in/", SignInView.as_view()),
    path("parties/book/", PartyBookingView.as_view()),
]

if __name__ == "__main__":
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)
