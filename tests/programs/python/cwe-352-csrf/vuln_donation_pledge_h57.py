# Monthly pledge management for a charity supporter portal, plus the payment provider's status webhook.
import hashlib
import hmac
import json
from decimal import Decimal, InvalidOperation

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse, HttpResponseBadRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from .models import Pledge


class PledgeService:
    MIN_AMOUNT, MAX_AMOUNT = Decimal("2.00"), Decimal("5000.00")

    def update_amount(self, user, raw_amount: str) -> Pledge:
        try:
            amount = Decimal(raw_amount).quantize(Decimal("0.01"))
        except InvalidOperation:
            raise ValueError("amount must be a number")
        if not self.MIN_AMOUNT <= amount <= self.MAX_AMOUNT:
            raise ValueError("amount out of range")
        pledge, _ = Pledge.objects.get_or_create(supporter=user)
        pledge.monthly_amount = amount
        pledge.save(update_fields=["monthly_amount"])
        return pledge

    def mark_status(self, pledge_id: int, status: str) -> int:
        return Pledge.objects.filter(pk=pledge_id).update(status=status)


service = PledgeService()


@csrf_exempt
@login_required
@require_POST
def update_pledge(request):
    try:
        pledge = service.update_amount(request.user, request.POST.get("amount", ""))
    except ValueError as exc:
        return HttpResponseBadRequest(str(exc))
    return JsonResponse({"pledge": pledge.pk, "monthly_amount": str(pledge.monthly_amount)})


def _valid_signature(body: bytes, signature: str) -> bool:
    expected = hmac.new(settings.PAYMENTS_WEBHOOK_SECRET.encode(), body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature)


@csrf_exempt
@require_POST
def payment_webhook(request):
    if not _valid_signature(request.body, request.headers.get("X-Signature", "")):
        return HttpResponse(status=403)
    event = json.loads(request.body)
    service.mark_status(int(event["pledge_id"]), str(event["status"])[:20])
    return HttpResponse(status=204)
