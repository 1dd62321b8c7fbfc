# Remember-me cookie whose flags come from the deployment's settings.
from django.conf import settings
from django.http import HttpResponse


def remember(request):
    response = HttpResponse("ok")
    response.set_cookie(
        "remember",
        request.session.session_key,
        secure=settings.SESSION_COOKIE_SECURE or None,
        httponly=settings.SESSION_COOKIE_HTTPONLY or None,
        samesite="Lax",
    )
    return response
