# A broom delivery settings program of the h66 set (cwe-352-csrf).
# views.py -- stockist account settings for the broom workshop's trade site.
# Old-style function views kept from the Django 1.4 days.
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse, HttpResponseBadRequest, HttpResponseNotAllowed
from django.shortcuts import render
from django.views.decorators.csrf import csrf_exempt

from .models import Stockist

DELIVERY_DAYS = ("mon", "tue", "wed", "thu", "fri")


def _clean_postcode(value):
    value = value.strip().upper()
    if not 5 <= len(value) <= 8:
        return None
    for ch in value:
        if not (ch.isalnum() or ch == " "):
            return None
    return value


@login_required
@csrf_exempt
def delivery_settings(request):
    stockist = Stockist.objects.get(user=request.user)

    if request.method == "GET":
        return render(request, "trade/delivery.html",
                      {"stockist": stockist, "days": DELIVERY_DAYS})

    if request.method != "POST":
        return HttpResponseNotAllowed(["GET", "POST"])

    op = request.POST.get("op", "address")
    if op == "address":
        postcode = _clean_postcode(request.POST.get("postcode", ""))
        if postcode is None:
            return HttpResponseBadRequest("postcode not recognised")
        stockist.delivery_line1 = request.POST.get("line1", "")[:80]
        stockist.delivery_line2 = request.POST.get("line2", "")[:80]
        stockist.delivery_town = request.POST.get("town", "")[:40]
        stockist.delivery_postcode = postcode
    elif op == "day":
        day = request.POST.get("day", "")
        if day not in DELIVERY_DAYS:
            return HttpResponseBadRequest("unknown delivery day")
        stockist.delivery_day = day
    elif op == "contact":
        email = request.POST.get("email", "").strip()
        if "@" not in email:
            return HttpResponseBadRequest("email not recognised")
        stockist.invoice_email = email
    else:
        return HttpResponseBadRequest("unknown op")

    stockist.save()
    return HttpResponse("saved", content_type="text/plain")
