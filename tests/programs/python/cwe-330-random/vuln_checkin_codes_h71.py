# A checkin codes program of the h71 set (cwe-330-random).
import random
import string

from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.db import IntegrityError, models, transaction
from django.http import HttpRequest, JsonResponse
from django.shortcuts import get_object_or_404
from django.urls import path
from django.views.decorators.http import require_POST

CODE_ALPHABET = string.ascii_uppercase + string.digits
CODE_LENGTH = 8
MAX_ATTEMPTS = 5


class Booking(models.Model):
    reference = models.CharField(max_length=12, unique=True)
    lead_rider = models.ForeignKey("auth.User", on_delete=models.CASCADE)
    waiver_signed = models.BooleanField(default=False)

    class Meta:
        app_label = "launchtower"


class CheckinCode(models.Model):
    booking = models.OneToOneField(Booking, on_delete=models.CASCADE, related_name="checkin")
    code = models.CharField(max_length=CODE_LENGTH, unique=True)
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        app_label = "launchtower"


class CodeExhausted(RuntimeError):
    pass


def new_code() -> str:
    return "".join(random.choices(CODE_ALPHABET, k=CODE_LENGTH))


def issue_code(booking: Booking) -> CheckinCode:
    for _ in range(MAX_ATTEMPTS):
        try:
            with transaction.atomic():
                return CheckinCode.objects.create(booking=booking, code=new_code())
        except IntegrityError:
            if CheckinCode.objects.filter(booking=booking).exists():
                return booking.checkin
            continue
    else:
        raise CodeExhausted(f"no free check-in code after {MAX_ATTEMPTS} tries")


@login_required
@require_POST
def checkin_code(request: HttpRequest, reference: str) -> JsonResponse:
    booking = get_object_or_404(Booking, reference=reference)
    if booking.lead_rider_id != request.user.id:
        raise PermissionDenied
    if not booking.waiver_signed:
        return JsonResponse({"error": "sign the waiver first"}, status=409)

    try:
        checkin = issue_code(booking)
    except CodeExhausted:
        return JsonResponse({"error": "please try again"}, status=503)
    return JsonResponse({"booking": booking.reference, "code": checkin.code})


def redeem(request: HttpRequest, code: str) -> JsonResponse:
    checkin = get_object_or_404(CheckinCode.objects.select_related("booking"), code=code.upper())
    return JsonResponse({"booking": checkin.booking.reference, "waiver": checkin.booking.waiver_signed})


urlpatterns = [
    path("bookings/<str:reference>/checkin-code", checkin_code),
    path("tower/redeem/<str:code>", redeem),
]
