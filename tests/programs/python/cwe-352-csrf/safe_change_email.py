# Django view letting a signed-in user change the email address on their account.
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_protect
from django.views.decorators.http import require_POST

from .models import AuditEvent


def record_change(user, old_email, new_email):
    AuditEvent.objects.create(user=user, action="email_changed", detail=f"{old_email} -> {new_email}")


@csrf_protect
@login_required
@require_POST
def change_email(request):
    new_email = request.POST.get("email", "").strip().lower()
    try:
        validate_email(new_email)
    except ValidationError:
        return JsonResponse({"error": "invalid email"}, status=400)
    old_email = request.user.email
    request.user.email = new_email
    request.user.save(update_fields=["email"])
    record_change(request.user, old_email, new_email)
    return JsonResponse({"email": new_email})
