# Django API login that can issue a long-lived remember-me token cookie.
import secrets
from datetime import timedelta

from django.contrib.auth import authenticate, login
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import RememberToken

REMEMBER_FOR = timedelta(days=30)


def issue_remember_token(user):
    token = secrets.token_urlsafe(32)
    RememberToken.objects.create(user=user, token_hash=RememberToken.hash_token(token))
    return token


@require_POST
def api_login(request):
    user = authenticate(
        request,
        username=request.POST.get("username", ""),
        password=request.POST.get("password", ""),
    )
    if user is None:
        return JsonResponse({"error": "invalid credentials"}, status=401)
    login(request, user)
    response = JsonResponse({"ok": True, "user": user.get_username()})
    if request.POST.get("remember") == "1":
        response.set_cookie(
            "remember_token",
            issue_remember_token(user),
            max_age=int(REMEMBER_FOR.total_seconds()),
            httponly=True,
            samesite="Lax",
        )
    return response
