# relative-path check only records a metric; the redirect uses the value either way
from django.http import HttpResponseRedirect

EXTERNAL_HITS = {"count": 0}


def after_logout(request):
    url = request.GET.get("return_to", "/")
    if not url.startswith("/"):
        EXTERNAL_HITS["count"] += 1
    return HttpResponseRedirect(url)
