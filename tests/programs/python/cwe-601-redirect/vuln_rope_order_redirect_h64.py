# A rope order redirect program of the h64 set (cwe-601-redirect).
"""Rope walk order intake (Django function views).

The order form can be embedded on several pages of the ropery's site; after
saving, the customer is sent back to the page named in the hidden "next" field.
Strand colours come in as a repeated field: strand=natural&strand=tarred&strand=red-tracer
"""
from decimal import Decimal

from django import forms
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect
from django.views.decorators.http import require_POST

FIBRES = {
    "manila": Decimal("4.20"),
    "hemp": Decimal("3.80"),
    "polyester": Decimal("2.10"),
    "sisal": Decimal("1.90"),
}
STRAND_FINISHES = {"natural", "tarred", "red-tracer", "blue-tracer"}
DEFAULT_NEXT = "/orders/"


class RopeOrderForm(forms.Form):
    fibre = forms.ChoiceField(choices=[(k, k.title()) for k in FIBRES])
    diameter_mm = forms.IntegerField(min_value=6, max_value=80)
    length_m = forms.IntegerField(min_value=1, max_value=1200)
    lay = forms.ChoiceField(choices=[("hawser", "Hawser laid"), ("cable", "Cable laid"), ("shroud", "Shroud laid")])
    next = forms.CharField(required=False, max_length=300)


def quote_price(fibre, diameter_mm, length_m, strands):
    per_metre = FIBRES[fibre] * Decimal(diameter_mm) / Decimal(10)
    if "tarred" in strands:
        per_metre += Decimal("0.35")
    return (per_metre * length_m).quantize(Decimal("0.01"))


def pick_next(candidate):
    if candidate and candidate.startswith("/"):
        return candidate
    return DEFAULT_NEXT


@login_required
@require_POST
def place_order(request):
    form = RopeOrderForm(request.POST)
    if not form.is_valid():
        return redirect(f"{DEFAULT_NEXT}?error=form")
    data = form.cleaned_data

    strands = [s for s in request.POST.getlist("strand") if s in STRAND_FINISHES][:3]
    order = {
        "fibre": data["fibre"],
        "diameter_mm": data["diameter_mm"],
        "length_m": data["length_m"],
        "lay": data["lay"],
        "strands": strands or ["natural"],
        "price": str(quote_price(data["fibre"], data["diameter_mm"], data["length_m"], strands)),
    }
    basket = request.session.get("rope_basket", [])
    basket.append(order)
    request.session["rope_basket"] = basket

    return redirect(pick_next(data.get("next") or request.GET.get("next")))
