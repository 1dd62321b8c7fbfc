# A dog grooming salon customer review feed program of the h76 set (cwe-079-xss).
import sys

from django.conf import settings

settings.configure(
    DEBUG=False,
    ROOT_URLCONF=__name__,
    ALLOWED_HOSTS=["reviews.pawsandsuds.example", "localhost"],
    SECRET_KEY=__import__("os").environ["DJANGO_SECRET_KEY"],
    MIDDLEWARE=["django.middleware.common.CommonMiddleware"],
)

from django.http import HttpResponse, HttpResponseBadRequest  # noqa: E402
from django.urls import path  # noqa: E402
from django.utils.html import format_html, format_html_join  # noqa: E402
from django.views.decorators.http import require_http_methods  # noqa: E402

REVIEWS = []


def card_formatter(review: dict):
    stars = "\u2605" * review["stars"]
    return format_html(
        '<article class="card"><h3>{} ({})</h3>'
        '<span class="stars">{}</span><p>{}</p></article>',
        review["dog"], review["breed"], stars, review["text"],
    )


def line_formatter(review: dict):
    return format_html(
        '<li><strong>{}</strong>: {} <em>{}/5</em></li>',
        review["dog"], review["text"], review["stars"],
    )


FORMATTERS = {"card": card_formatter, "line": line_formatter}


class ReviewFeed:
    def __init__(self, store: list, formatters: dict, default_style: str = "card"):
        self.store = store
        self.formatters = formatters
        self.default_style = default_style

    def add(self, data) -> dict:
        review = {
            "dog": data.get("dog", "")[:60],
            "breed": data.get("breed", "mixed")[:60],
            "stars": max(1, min(5, int(data.get("stars", "5")))),
            "text": data.get("text", "")[:2000],
        }
        self.store.append(review)
        return review

    def render(self, style: str) -> str:
        formatter = self.formatters.get(style, self.formatters[self.default_style])
        items = format_html_join("\n", "{}", ((formatter(r),) for r in self.store[-50:]))
        return format_html("<section class=\"reviews\">{}</section>", items)


feed = ReviewFeed(REVIEWS, FORMATTERS)


@require_http_methods(["GET", "POST"])
def reviews(request):
    if request.method == "POST":
        try:
            feed.add(request.POST)
        except ValueError:
            return HttpResponseBadRequest("stars must be a number")
    style = request.GET.get("style", "card")
    return HttpResponse(feed.render(style), content_type="text/html; charset=utf-8")


urlpatterns = [path("reviews/", reviews)]

if __name__ == "__main__":
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)
