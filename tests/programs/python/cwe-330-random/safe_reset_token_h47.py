# Django class-based view that issues password-reset links to registered users.
import secrets
import string
from datetime import timedelta

from django.contrib.auth import get_user_model
from django.core.mail import send_mail
from django.http import JsonResponse
from django.urls import reverse
from django.utils import timezone
from django.views import View

from accounts.models import PasswordResetToken

TOKEN_ALPHABET = string.ascii_letters + string.digits
TOKEN_LENGTH = 40


def generate_token(length: int = TOKEN_LENGTH) -> str:
    return "".join(secrets.choice(TOKEN_ALPHABET) for _ in range(length))


class PasswordResetRequestView(View):
    ttl = timedelta(minutes=30)

    def post(self, request):
        email = request.POST.get("email", "").strip().lower()
        user = get_user_model().objects.filter(email__iexact=email, is_active=True).first()
        if user is not None:
            token = generate_token()
            PasswordResetToken.objects.create(
                user=user, token=token, expires_at=timezone.now() + self.ttl
            )
            link = request.build_absolute_uri(reverse("password-reset-confirm", args=[token]))
            send_mail("Reset your password", f"Use this link within 30 minutes: {link}",
                      None, [user.email])
        return JsonResponse({"status": "If the address exists, a link was sent."})
