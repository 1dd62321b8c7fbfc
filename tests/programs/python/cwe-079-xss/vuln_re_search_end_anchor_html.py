# re.search with only a $ anchor accepts "<script>alert(1)</script>a", which is echoed into HTML (XSS).
import re
from django.http import HttpResponse, HttpResponseBadRequest


def search(request):
    q = request.GET.get("q", "")
    if not re.search(r"[a-z0-9]+$", q):
        return HttpResponseBadRequest("bad query")
    return HttpResponse("<p>Results for " + q + "</p>")
