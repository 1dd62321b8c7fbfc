# A roller-skating rink skate rental cancellation program of the h75 set (cwe-352-csrf).
import logging
from datetime import timedelta

from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.db import DatabaseError, transaction
from django.http import HttpResponseRedirect, JsonResponse
from django.shortcuts import get_object_or_404
from django.urls import path, reverse
from django.utils import timezone
from django.views.decorators.csrf import csrf_protect
from django.views.decorators.http import require_POST

from rink.models import SkateRental

log = logging.getLogger("rink.rentals")

CANCEL_WINDOW = timedelta(hours=2)


class CancellationRefused(Exception):
    pass


def check_cancellable(rental, user):
    if rental.customer_id != user.id and not user.has_perm("rink.change_skaterental"):
        raise PermissionDenied("not your rental")
    if rental.status != SkateRental.Status.BOOKED:
        raise CancellationRefused(f"rental is already {rental.get_status_display().lower()}")
    if rental.session_start - timezone.now() < CANCEL_WINDOW:
        raise CancellationRefused("rentals can only be cancelled two hours before the session")


@csrf_protect
@login_required
@require_POST
def cancel_rental(request, rental_id):
    rental = get_object_or_404(SkateRental, pk=rental_id)
    try:
        check_cancellable(rental, request.user)
    except CancellationRefused as exc:
        log.info("cancellation of rental %s refused: %s", rental_id, exc)
        return JsonResponse({"error": str(exc)}, status=409)
    try:
        with transaction.atomic():
            locked = SkateRental.objects.select_for_update().get(pk=rental.pk)
            locked.status = SkateRental.Status.CANCELLED
            locked.cancelled_at = timezone.now()
            locked.save(update_fields=["status", "cancelled_at"])
            locked.skate_pair.release()
    except DatabaseError:
        log.exception("could not cancel rental %s", rental_id)
        return JsonResponse({"error": "please try again in a moment"}, status=503)
    if request.headers.get("Accept", "").startswith("application/json"):
        return JsonResponse({"rental": rental.pk, "status": "cancelled"})
    return HttpResponseRedirect(reverse("rental-list"))


@login_required
def rental_list(request):
    rentals = SkateRental.objects.filter(customer=request.user).order_by("-session_start")[:20]
    return JsonResponse({
        "rentals": [
            {"id": r.pk, "size": r.skate_pair.size, "session": r.session_start.isoformat(),
             "status": r.status}
            for r in rentals
        ]
    })


urlpatterns = [
    path("rentals/", rental_list, name="rental-list"),
    path("rentals/<int:rental_id>/cancel/", cancel_rental, name="rental-cancel"),
]
