# Django class-based view where employees update the bank account their salary is paid into.
from django.contrib.auth.mixins import LoginRequiredMixin
from django.core.exceptions import ValidationError
from django.http import JsonResponse
from django.utils.decorators import method_decorator
from django.views import View
from django.views.decorators.csrf import csrf_exempt

from payroll.audit import record_change
from payroll.models import PayoutAccount
from payroll.validators import validate_iban


@method_decorator(csrf_exempt, name="dispatch")
class PayoutAccountView(LoginRequiredMixin, View):
    raise_exception = True

    def get(self, request):
        account = PayoutAccount.objects.filter(employee=request.user.employee).first()
        if account is None:
            return JsonResponse({"account": None})
        return JsonResponse({"holder": account.holder, "iban_tail": account.iban[-4:]})

    def post(self, request):
        iban = request.POST.get("iban", "").replace(" ", "").upper()
        holder = request.POST.get("holder", "").strip()
        try:
            validate_iban(iban)
        except ValidationError as exc:
            return JsonResponse({"error": exc.messages}, status=400)
        if not holder:
            return JsonResponse({"error": "account holder is required"}, status=400)

        account, _ = PayoutAccount.objects.update_or_create(
            employee=request.user.employee,
            defaults={"iban": iban, "holder": holder},
        )
        record_change(request.user, "payout_account", account.pk, ip=request.META.get("REMOTE_ADDR"))
        return JsonResponse({"holder": account.holder, "iban_tail": account.iban[-4:]})
