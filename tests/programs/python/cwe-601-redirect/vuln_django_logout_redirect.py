# Django logout view that sends the user back to a partner site after signing out.
from urllib.parse import urlencode

from django.contrib.auth import logout
from django.http import HttpResponseRedirect
from django.views.decorators.http import require_POST

PARTNER_HOSTS = {"shop.example.com", "help.example.com", "status.example.com"}
DEFAULT_TARGET = "/"


def pick_return_url(request) -> str:
    candidate = request.POST.get("return_to") or request.GET.get("return_to") or ""
    if not candidate:
        return DEFAULT_TARGET
    if any(host in candidate for host in PARTNER_HOSTS):
        return candidate
    return DEFAULT_TARGET


@require_POST
def sign_out(request):
    was_authenticated = request.user.is_authenticated
    logout(request)
    target = pick_return_url(request)
    if was_authenticated and target == DEFAULT_TARGET:
        target = DEFAULT_TARGET + "?" + urlencode({"signed_out": "1"})
    response = HttpResponseRedirect(target)
    response.delete_cookie("remember_me")
    return response
