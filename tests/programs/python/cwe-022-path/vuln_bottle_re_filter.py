# Bottle app serving theme assets from a folder
import os

from bottle import HTTPResponse, route

THEMES = "/srv/themes"


@route("/theme/<theme>/<asset:re:.+>")
def theme_asset(theme, asset):
    path = os.path.join(THEMES, "default" if theme not in ("dark", "light") else theme, asset)
    with open(path, "rb") as fh:
        return HTTPResponse(fh.read(), headers={"Content-Type": "application/octet-stream"})
