# Django view that moves money between a signed-in customer's own account and a payee.
from decimal import Decimal, InvalidOperation

from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from .models import Account, Transfer

MAX_TRANSFER = Decimal("10000.00")


def parse_amount(raw):
    try:
        amount = Decimal(raw).quantize(Decimal("0.01"))
    except (InvalidOperation, TypeError):
        return None
    if amount <= 0 or amount > MAX_TRANSFER:
        return None
    return amount


@csrf_exempt
@login_required
@require_POST
def transfer_funds(request):
    amount = parse_amount(request.POST.get("amount"))
    payee_iban = request.POST.get("payee_iban", "").replace(" ", "").upper()
    if amount is None or not payee_iban:
        return JsonResponse({"error": "amount or payee invalid"}, status=400)
    with transaction.atomic():
        account = Account.objects.select_for_update().get(owner=request.user)
        if account.balance < amount:
            return JsonResponse({"error": "insufficient funds"}, status=409)
        account.balance -= amount
        account.save(update_fields=["balance"])
        transfer = Transfer.objects.create(
            source=account, payee_iban=payee_iban, amount=amount, created_by=request.user
        )
    return JsonResponse({"transfer_id": transfer.pk, "balance": str(account.balance)})
