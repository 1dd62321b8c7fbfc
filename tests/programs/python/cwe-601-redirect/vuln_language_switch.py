# Pyramid view that stores the chosen UI language and returns to the previous page.
from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPFound
from pyramid.view import view_config

SUPPORTED_LANGUAGES = {"en", "de", "fr", "es"}
ONE_YEAR = 365 * 24 * 3600


@view_config(route_name="set_language")
def set_language(request):
    lang = request.matchdict["lang"]
    if lang not in SUPPORTED_LANGUAGES:
        lang = "en"
    came_from = request.params.get("came_from", "/")
    response = HTTPFound(location=came_from)
    response.set_cookie("_LOCALE_", lang, max_age=ONE_YEAR, secure=True, httponly=True, samesite="Lax")
    return response


def main(global_config, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("set_language", "/language/{lang}")
        config.scan()
    return config.make_wsgi_app()
