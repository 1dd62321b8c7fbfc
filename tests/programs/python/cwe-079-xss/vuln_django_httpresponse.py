# Django view echoes a query value in the page
from django.http import HttpResponse


def search(request):
    term = request.GET.get("q", "")
    return HttpResponse("<div>Results for %s</div>" % term)
