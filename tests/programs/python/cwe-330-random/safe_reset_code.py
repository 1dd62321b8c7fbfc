# Password reset request view: issues a one-time reset code and emails a link to the account owner.
import random
import string
from datetime import timedelta

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.mail import send_mail
from django.http import JsonResponse
from django.utils import timezone
from django.views.decorators.http import require_POST

from .models import PasswordResetCode

ALPHABET = string.ascii_letters + string.digits
_rng = random.SystemRandom()


def new_reset_code(length=40):
    return "".join(_rng.choices(ALPHABET, k=length))


@require_POST
def request_reset(request):
    email = request.POST.get("email", "").strip().lower()
    user = get_user_model().objects.filter(email__iexact=email, is_active=True).first()
    if user is not None:
        code = new_reset_code()
        PasswordResetCode.objects.create(
            user=user, code=code, expires_at=timezone.now() + timedelta(minutes=30)
        )
        send_mail(
            "Reset your password",
            f"Use this link within 30 minutes: {settings.SITE_URL}/reset/{code}",
            settings.DEFAULT_FROM_EMAIL,
            [user.email],
        )
    # same response either way so addresses cannot be enumerated
    return JsonResponse({"status": "if the address exists, a message was sent"})
