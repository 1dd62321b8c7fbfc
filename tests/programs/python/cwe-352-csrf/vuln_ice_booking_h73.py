# A ice booking program of the h73 set (cwe-352-csrf).
import json
import re

from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.http import HttpRequest, JsonResponse
from django.urls import path
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET, require_POST

from bookings.models import Member, SheetBooking

MEMBER_NO = re.compile(r"PS-\d{4,6}")


def parse_transfer(request: HttpRequest) -> tuple[int, str, str]:
    if request.content_type == "application/json":
        data = json.loads(request.body.decode("utf-8") or "{}")
    else:
        data = request.POST
    booking_id = int(str(data.get("booking_id", "0")).strip() or 0)
    to_member = str(data.get("to_member", "")).strip().upper().replace(" ", "")
    note = " ".join(str(data.get("note", "")).split())[:140]
    return booking_id, to_member, note


@csrf_exempt
@require_POST
@login_required
def transfer_booking(request: HttpRequest) -> JsonResponse:
    try:
        booking_id, to_member, note = parse_transfer(request)
    except (ValueError, json.JSONDecodeError):
        return JsonResponse({"error": "malformed request"}, status=400)
    if not MEMBER_NO.fullmatch(to_member):
        return JsonResponse({"error": "member number looks like PS-12345"}, status=400)

    with transaction.atomic():
        booking = (
            SheetBooking.objects.select_for_update()
            .filter(pk=booking_id, holder__user=request.user, cancelled=False)
            .first()
        )
        if booking is None:
            return JsonResponse({"error": "booking not found"}, status=404)
        recipient = Member.objects.filter(member_no=to_member, active=True).first()
        if recipient is None:
            return JsonResponse({"error": "no active member with that number"}, status=404)
        booking.holder = recipient
        booking.transfer_note = note
        booking.save(update_fields=["holder", "transfer_note"])

    return JsonResponse(
        {
            "booking": booking.pk,
            "sheet": booking.sheet,
            "starts": booking.starts.isoformat(),
            "now_held_by": recipient.member_no,
        }
    )


@require_GET
@login_required
def my_bookings(request: HttpRequest) -> JsonResponse:
    bookings = SheetBooking.objects.filter(holder__user=request.user, cancelled=False).order_by("starts")
    return JsonResponse(
        {"bookings": [{"id": b.pk, "sheet": b.sheet, "starts": b.starts.isoformat()} for b in bookings]}
    )


urlpatterns = [
    path("bookings/mine/", my_bookings, name="my-bookings"),
    path("bookings/transfer/", transfer_booking, name="transfer-booking"),
]
