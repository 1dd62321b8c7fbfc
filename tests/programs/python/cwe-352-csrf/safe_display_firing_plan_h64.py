# A display firing plan program of the h64 set (cwe-352-csrf).
"""Firing plan editor for display shows (Django function views).

The pyrotechnician edits the cue list of a show in the browser; the form posts
parallel arrays, one entry per cue:
    cue=1&cue=2&at_s=0.0&at_s=4.5&rack=A3&rack=B1&product=F-1203&product=F-2210
"""
from decimal import Decimal, InvalidOperation

from django import forms
from django.contrib.auth.decorators import login_required, permission_required
from django.db import transaction
from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.csrf import csrf_protect
from django.views.decorators.http import require_POST

from shows.models import Cue, Product, Show

RACKS = {f"{row}{n}" for row in "ABCDEF" for n in range(1, 9)}


class PlanMetaForm(forms.Form):
    show_length_s = forms.DecimalField(min_value=30, max_value=3600, decimal_places=1)
    wind_limit_ms = forms.DecimalField(min_value=0, max_value=15, decimal_places=1)


def collect_cues(post):
    cues, problems = [], []
    products = {p.catalog_no: p for p in Product.objects.filter(catalog_no__in=post.getlist("product"))}
    for no, at_s, rack, product in zip(post.getlist("cue"), post.getlist("at_s"),
                                       post.getlist("rack"), post.getlist("product")):
        try:
            at = Decimal(at_s)
        except InvalidOperation:
            problems.append(f"cue {no}: bad time")
            continue
        if rack not in RACKS:
            problems.append(f"cue {no}: unknown rack {rack}")
        elif product not in products:
            problems.append(f"cue {no}: unknown product {product}")
        else:
            cues.append({"number": int(no), "at_s": at, "rack": rack, "product": products[product]})
    return sorted(cues, key=lambda c: c["at_s"]), problems


@csrf_protect
@login_required
@permission_required("shows.change_cue", raise_exception=True)
@require_POST
def save_firing_plan(request, show_id):
    show = get_object_or_404(Show, pk=show_id, company=request.user.profile.company)
    meta = PlanMetaForm(request.POST)
    if not meta.is_valid():
        return JsonResponse({"errors": meta.errors}, status=400)

    cues, problems = collect_cues(request.POST)
    too_late = [c["number"] for c in cues if c["at_s"] > meta.cleaned_data["show_length_s"]]
    if problems or too_late:
        return JsonResponse({"problems": problems, "after_end": too_late}, status=422)

    with transaction.atomic():
        show.cues.all().delete()
        Cue.objects.bulk_create(
            [Cue(show=show, number=c["number"], at_s=c["at_s"], rack=c["rack"], product=c["product"]) for c in cues]
        )
        show.length_s = meta.cleaned_data["show_length_s"]
        show.wind_limit_ms = meta.cleaned_data["wind_limit_ms"]
        show.save(update_fields=["length_s", "wind_limit_ms"])

    racks_used = sorted({c["rack"] for c in cues})
    return JsonResponse({"show": show.pk, "cues": len(cues), "racks": racks_used})
