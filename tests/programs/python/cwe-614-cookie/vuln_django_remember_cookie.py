# Django login view that issues a long-lived "remember me" cookie for returning users.
import secrets
from datetime import timedelta

from django.contrib.auth import authenticate, login
from django.http import JsonResponse
from django.utils import timezone
from django.views.decorators.http import require_POST

from .models import RememberToken

REMEMBER_COOKIE = "remember_token"
REMEMBER_DAYS = 30
COOKIE_OPTIONS = {
    "max_age": REMEMBER_DAYS * 24 * 3600,
    "httponly": True,
    "samesite": "Lax",
    "secure": False,
    "path": "/",
}


def issue_remember_token(user) -> str:
    token = secrets.token_urlsafe(32)
    RememberToken.objects.create(
        user=user,
        token_hash=RememberToken.hash_token(token),
        expires_at=timezone.now() + timedelta(days=REMEMBER_DAYS),
    )
    return token


@require_POST
def sign_in(request):
    user = authenticate(
        request,
        username=request.POST.get("username", ""),
        password=request.POST.get("password", ""),
    )
    if user is None:
        return JsonResponse({"error": "invalid credentials"}, status=401)
    login(request, user)
    response = JsonResponse({"user": user.get_username()})
    if request.POST.get("remember") == "on":
        response.set_cookie(REMEMBER_COOKIE, issue_remember_token(user), **COOKIE_OPTIONS)
    return response
