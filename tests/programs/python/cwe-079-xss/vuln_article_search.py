# Django search view that echoes the query and lists matching articles.
from django.http import HttpResponse
from django.utils.html import format_html_join

from .models import Article

RESULT_LIMIT = 20


def result_list(articles):
    return format_html_join(
        "\n",
        "<li><a href='/articles/{}/'>{}</a></li>",
        ((article.pk, article.title) for article in articles),
    )


def search(request):
    query = request.GET.get("q", "").strip()
    articles = []
    if query:
        articles = Article.objects.filter(title__icontains=query)[:RESULT_LIMIT]
    heading = f"<h2>Results for {query}</h2>"
    body = heading + "<ul>" + result_list(articles) + "</ul>"
    return HttpResponse(body)
