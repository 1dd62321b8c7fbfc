# Accounts app views: logout that returns the user to a caller-provided page afterwards.
from django.conf import settings
from django.contrib import messages
from django.contrib.auth import logout
from django.shortcuts import redirect
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_http_methods


def _return_target(request):
    return request.POST.get("return_to") or request.GET.get("return_to") or settings.LOGOUT_REDIRECT_URL


@require_http_methods(["GET", "POST"])
def logout_view(request):
    return_to = _return_target(request)
    allowed = url_has_allowed_host_and_scheme(
        return_to,
        allowed_hosts={request.get_host(), *getattr(settings, "EXTRA_RETURN_HOSTS", [])},
        require_https=request.is_secure(),
    )
    if not allowed:
        messages.warning(request, "Ignoring unexpected return address.")
        return_to = settings.LOGOUT_REDIRECT_URL
    logout(request)
    return redirect(return_to)
