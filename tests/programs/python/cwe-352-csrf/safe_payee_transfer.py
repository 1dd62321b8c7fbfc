# Django views that let a signed-in customer send money from one of their accounts to a payee.
from decimal import Decimal, InvalidOperation

from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.http import HttpResponseBadRequest, JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.csrf import csrf_protect
from django.views.decorators.http import require_POST

from .models import Account, Transfer


def parse_amount(raw):
    try:
        amount = Decimal(raw)
        if amount <= 0 or amount.as_tuple().exponent < -2:
            return None
    except (InvalidOperation, TypeError):
        return None
    return amount


@csrf_protect
@login_required
@require_POST
def send_payment(request):
    amount = parse_amount(request.POST.get("amount"))
    if amount is None:
        return HttpResponseBadRequest("invalid amount")
    with transaction.atomic():
        source = get_object_or_404(
            Account.objects.select_for_update(), pk=request.POST.get("from_account"), owner=request.user
        )
        payee = get_object_or_404(Account.objects.select_for_update(), iban=request.POST.get("payee_iban"))
        if source.pk == payee.pk:
            return HttpResponseBadRequest("source and payee must differ")
        if source.balance < amount:
            return JsonResponse({"error": "insufficient funds"}, status=409)
        source.balance -= amount
        payee.balance += amount
        source.save(update_fields=["balance"])
        payee.save(update_fields=["balance"])
        record = Transfer.objects.create(
            source=source,
            target=payee,
            amount=amount,
            initiated_by=request.user,
            reference=request.POST.get("reference", "")[:140],
        )
    return JsonResponse({"transfer": record.pk, "balance": str(source.balance)})
