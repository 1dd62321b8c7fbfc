# A class-based view's get() echoes the slug; other code calls .get() on a dict, which is not
# a call of the view's method.
from django.http import HttpResponse
from django.views import View

THEMES = {"dark": "#000", "light": "#fff"}


class Article(View):
    def get(self, request, slug):
        return HttpResponse("<h1>" + slug + "</h1>")


def theme(request):
    return HttpResponse(THEMES.get(request.COOKIES.get("theme", "light"), "#fff"), content_type="text/plain")
