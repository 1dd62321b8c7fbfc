# A parts catalog program of the h73 set (cwe-611-xxe).
import io
from decimal import Decimal, InvalidOperation

from django.db import transaction
from django.http import HttpRequest, JsonResponse
from django.urls import path
from django.views.decorators.http import require_POST
from lxml import etree

from inventory.models import Part

MAX_UPLOAD = 5 * 1024 * 1024
NS = {"pc": "urn:platenworks:partscatalog:1"}


def catalogue_parser() -> etree.XMLParser:
    return etree.XMLParser(
        load_dtd=True,
        resolve_entities=True,
        no_network=False,
        remove_blank_text=True,
        huge_tree=False,
    )


def parse_catalogue(raw: bytes) -> etree._Element:
    text = raw.decode("utf-8-sig")
    return etree.parse(io.BytesIO(text.encode("utf-8")), catalogue_parser()).getroot()


def part_fields(node: etree._Element) -> dict:
    def text(tag: str) -> str:
        return (node.findtext(f"pc:{tag}", default="", namespaces=NS) or "").strip()

    try:
        price = Decimal(text("price") or "0").quantize(Decimal("0.01"))
    except InvalidOperation:
        price = Decimal("0.00")
    return {
        "sku": text("sku").upper(),
        "name": " ".join(text("name").split()),
        "fits": ", ".join(m.strip().title() for m in text("fits").split(",") if m.strip()),
        "price": price,
        "on_hand": int(text("quantity") or 0),
    }


@require_POST
def import_catalogue(request: HttpRequest) -> JsonResponse:
    upload = request.FILES.get("catalogue")
    supplier = request.POST.get("supplier", "").strip().lower()
    if upload is None or not supplier:
        return JsonResponse({"error": "catalogue file and supplier are required"}, status=400)
    if upload.size > MAX_UPLOAD:
        return JsonResponse({"error": "catalogue too large"}, status=413)
    try:
        root = parse_catalogue(upload.read())
    except (etree.XMLSyntaxError, UnicodeDecodeError) as exc:
        return JsonResponse({"error": f"unreadable catalogue: {exc}"}, status=400)

    created, updated, preview = 0, 0, []
    with transaction.atomic():
        for node in root.iterfind("pc:part", namespaces=NS):
            fields = part_fields(node)
            if not fields["sku"]:
                continue
            _, was_created = Part.objects.update_or_create(
                supplier=supplier, sku=fields["sku"], defaults={k: v for k, v in fields.items() if k != "sku"}
            )
            created += int(was_created)
            updated += int(not was_created)
            if len(preview) < 5:
                preview.append({"sku": fields["sku"], "name": fields["name"], "fits": fields["fits"]})
    return JsonResponse({"supplier": supplier, "created": created, "updated": updated, "preview": preview})


urlpatterns = [path("inventory/catalogue/import/", import_catalogue, name="catalogue-import")]
