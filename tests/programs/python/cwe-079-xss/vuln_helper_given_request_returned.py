# A helper builds a greeting from the request; the view sends it back as the page.
from django.http import HttpResponse


def greeting(request):
    return "<h1>Hello " + request.GET.get("name", "") + "</h1>"


def hello(request):
    return HttpResponse(greeting(request))
