# A taxidermy specimen tags program of the h66 set (cwe-079-xss).
# views.py -- specimen tag lookup for the taxidermy studio's intake desk.
from django.http import HttpResponse
from django.utils.html import escape

from .models import Specimen

ORDERS = {
    "received": "-received_on",
    "species": "species",
    "client": "client_name",
}


def _row(spec):
    return "<tr><td>%s</td><td>%s</td><td>%s</td><td>%s</td></tr>" % (
        escape(spec.tag_code), escape(spec.species),
        escape(spec.client_name), spec.received_on.strftime("%d/%m/%Y"))


def specimen_tags(request):
    species = request.GET.get("species", "").strip()
    order = ORDERS.get(request.GET.get("order", "received"), "-received_on")
    mode = request.GET.get("mode", "table")

    qs = Specimen.objects.all()
    if species:
        qs = qs.filter(species__icontains=species)
    qs = qs.order_by(order)[:100]

    parts = ["<html><head><title>Specimen tags</title></head><body>"]
    if species:
        parts.append("<h2>Specimens tagged as %s</h2>" % species)
    else:
        parts.append("<h2>All specimens on the bench</h2>")

    if mode == "count":
        parts.append("<p>%d specimens</p>" % qs.count())
    else:
        parts.append("<table><tr><th>Tag</th><th>Species</th>"
                     "<th>Client</th><th>Received</th></tr>")
        for spec in qs:
            parts.append(_row(spec))
        parts.append("</table>")
    parts.append("</body></html>")
    return HttpResponse("\n".join(parts))
