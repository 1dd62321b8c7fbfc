# A hat order preview program of the h64 set (cwe-079-xss).
"""Order preview for the millinery workshop (Django function views).

The order form posts repeated fields: trim=grosgrain&trim=feather&...
plus a monogram that is embroidered on the sweatband.
"""
from decimal import Decimal

from django import forms
from django.http import HttpResponse, HttpResponseBadRequest
from django.utils.html import format_html
from django.views.decorators.http import require_POST

BLOCK_PRICES = {
    "fedora": Decimal("185.00"),
    "boater": Decimal("140.00"),
    "cloche": Decimal("120.00"),
    "homburg": Decimal("210.00"),
}
TRIM_PRICES = {
    "grosgrain": Decimal("12.00"),
    "feather": Decimal("18.50"),
    "pinch-bow": Decimal("9.00"),
    "leather-band": Decimal("26.00"),
}


class HatOrderForm(forms.Form):
    block = forms.ChoiceField(choices=[(k, k.title()) for k in BLOCK_PRICES])
    head_cm = forms.DecimalField(min_value=48, max_value=66, decimal_places=1)
    felt_colour = forms.ChoiceField(choices=[("sable", "Sable"), ("sand", "Sand"), ("slate", "Slate")])
    monogram = forms.CharField(max_length=40, required=False, strip=True)


def price_lines(block, trims):
    lines = [(f"{block.title()} block", BLOCK_PRICES[block])]
    for trim in trims:
        lines.append((trim.replace("-", " ").title(), TRIM_PRICES[trim]))
    return lines


@require_POST
def order_preview(request):
    form = HatOrderForm(request.POST)
    if not form.is_valid():
        return HttpResponseBadRequest("please check the measurements")
    data = form.cleaned_data

    trims = [t for t in request.POST.getlist("trim") if t in TRIM_PRICES]
    lines = price_lines(data["block"], trims)
    total = sum((price for _, price in lines), Decimal("0"))

    rows = "".join(
        f"<tr><td>{label}</td><td class='num'>{price:.2f}</td></tr>" for label, price in lines
    )
    monogram = data.get("monogram") or ""
    if monogram:
        band = format_html("<p class='band'>Sweatband monogram: <strong>{}</strong></p>", monogram)
    else:
        band = "<p class='band'>No monogram</p>"

    page = (
        "<section class='preview'>"
        f"<h2>{data['felt_colour'].title()} {data['block'].title()}, {data['head_cm']} cm</h2>"
        f"<table>{rows}<tr><th>Total</th><th class='num'>{total:.2f}</th></tr></table>"
        f"{band}</section>"
    )
    return HttpResponse(page)
