# Django view that stores the visitor's preferred language and sends them back.
from django.conf import settings
from django.http import HttpResponseBadRequest, HttpResponseRedirect
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_GET

SUPPORTED = {code for code, _name in settings.LANGUAGES}


def _is_local(url: str, request) -> bool:
    return url_has_allowed_host_and_scheme(
        url,
        allowed_hosts={request.get_host()},
        require_https=request.is_secure(),
    )


@require_GET
def set_language(request):
    lang = request.GET.get("language", "")
    if lang not in SUPPORTED:
        return HttpResponseBadRequest("unsupported language")
    return_to = request.GET.get("return_to") or request.META.get("HTTP_REFERER", "/")
    if not _is_local(return_to, request):
        return_to = "/"
    response = HttpResponseRedirect(return_to)
    response.set_cookie(
        settings.LANGUAGE_COOKIE_NAME,
        lang,
        max_age=365 * 24 * 3600,
        secure=True,
        samesite="Lax",
    )
    return response
