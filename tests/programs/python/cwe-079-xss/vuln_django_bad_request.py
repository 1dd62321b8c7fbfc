# order form validation in a django view
from django.http import HttpResponseBadRequest, JsonResponse


def place_order(request):
    qty = request.POST.get("quantity", "")
    if not qty.isdigit():
        return HttpResponseBadRequest("<p>Invalid quantity: {}</p>".format(qty))
    return JsonResponse({"ok": True, "quantity": int(qty)})
