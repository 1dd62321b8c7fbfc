# Django view escapes the query value
from django.http import HttpResponse
from django.utils.html import escape


def search(request):
    term = escape(request.GET.get("q", ""))
    return HttpResponse("<div>Results for %s</div>" % term)
