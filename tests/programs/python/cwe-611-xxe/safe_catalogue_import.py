# Django endpoint that imports a product catalogue uploaded as an XML file.
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST
from lxml import etree

from .models import Product


def parse_catalogue(data):
    parser = etree.XMLParser(resolve_entities=False, load_dtd=False, no_network=True)
    root = etree.fromstring(data, parser)
    items = []
    for node in root.iter("product"):
        items.append({
            "sku": (node.findtext("sku") or "").strip(),
            "name": (node.findtext("name") or "").strip(),
            "price": node.findtext("price") or "0",
        })
    return [item for item in items if item["sku"]]


@login_required
@require_POST
def import_catalogue(request):
    upload = request.FILES.get("catalogue")
    if upload is None:
        return JsonResponse({"error": "catalogue file required"}, status=400)
    try:
        items = parse_catalogue(upload.read())
    except etree.XMLSyntaxError:
        return JsonResponse({"error": "invalid XML"}, status=400)
    for item in items:
        Product.objects.update_or_create(
            sku=item["sku"], defaults={"name": item["name"], "price": item["price"]}
        )
    return JsonResponse({"imported": len(items), "names": [i["name"] for i in items]})
