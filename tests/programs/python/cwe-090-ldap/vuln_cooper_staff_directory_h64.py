# A cooper staff directory program of the h64 set (cwe-090-ldap).
"""Staff directory search for the cooperage's workshop floor (Django + python-ldap).

GET /staff/search?name=mac&craft=raising&craft=charring&shift=early
Crafts and shift come from closed lists; name is the start of a surname typed by the foreman.
"""
import ldap
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_GET

CRAFTS = {
    "raising": "stave raising",
    "charring": "toasting and charring",
    "heading": "head making",
    "hooping": "hoop driving",
    "cooper": "master cooper",
}
SHIFTS = {"early", "late", "night"}
ATTRS = ["cn", "uid", "workshopCraft", "workshopShift", "telephoneNumber"]


def directory():
    conn = ldap.initialize(settings.COOPERAGE_LDAP_URI)
    conn.set_option(ldap.OPT_X_TLS_REQUIRE_CERT, ldap.OPT_X_TLS_DEMAND)
    conn.set_option(ldap.OPT_X_TLS_NEWCTX, 0)
    conn.set_option(ldap.OPT_REFERRALS, 0)
    conn.simple_bind_s(settings.COOPERAGE_LDAP_BIND_DN, settings.COOPERAGE_LDAP_BIND_PASSWORD)
    return conn


def build_filter(name, crafts, shift):
    parts = ["(objectClass=workshopPerson)"]
    if name:
        parts.append("(cn=%s*)" % name)
    if crafts:
        parts.append("(|" + "".join("(workshopCraft=%s)" % c for c in crafts) + ")")
    if shift:
        parts.append("(workshopShift=%s)" % shift)
    return "(&" + "".join(parts) + ")"


def decode(entry):
    return {k: [v.decode("utf-8") for v in vals] for k, vals in entry.items()}


@login_required
@require_GET
def staff_search(request):
    name = request.GET.get("name", "").strip()[:40]
    crafts = [c for c in request.GET.getlist("craft") if c in CRAFTS]
    shift = request.GET.get("shift")
    if shift not in SHIFTS:
        shift = None

    conn = directory()
    try:
        results = conn.search_s(
            settings.COOPERAGE_LDAP_STAFF_BASE, ldap.SCOPE_SUBTREE, build_filter(name, crafts, shift), ATTRS
        )
    finally:
        conn.unbind_s()

    by_craft = {}
    for dn, entry in results:
        if dn is None:
            continue
        person = decode(entry)
        for craft in person.get("workshopCraft", ["unassigned"]):
            by_craft.setdefault(CRAFTS.get(craft, craft), []).append(
                {"name": person.get("cn", [""])[0], "phone": person.get("telephoneNumber", [None])[0]}
            )
    for people in by_craft.values():
        people.sort(key=lambda p: p["name"])
    return JsonResponse({"query": {"name": name, "crafts": crafts, "shift": shift}, "staff": by_craft})
