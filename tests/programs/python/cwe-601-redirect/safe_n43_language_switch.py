# Django view that stores the visitor's preferred language and sends them back where they came from.
from django.conf import settings
from django.http import HttpResponseBadRequest, HttpResponseRedirect
from django.utils import translation
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_POST

SUPPORTED = {code for code, _name in settings.LANGUAGES}


def pick_return_url(request):
    target = request.POST.get("next") or request.META.get("HTTP_REFERER")
    if target and url_has_allowed_host_and_scheme(
        target, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    ):
        return target
    return "/"


def remember_language(response, code):
    response.set_cookie(
        settings.LANGUAGE_COOKIE_NAME,
        code,
        max_age=365 * 24 * 3600,
        secure=True,
        httponly=True,
        samesite="Lax",
    )
    return response


@require_POST
def switch_language(request):
    code = request.POST.get("language", "")
    if code not in SUPPORTED:
        return HttpResponseBadRequest("unsupported language")
    translation.activate(code)
    destination = pick_return_url(request)
    return remember_language(HttpResponseRedirect(destination), code)
