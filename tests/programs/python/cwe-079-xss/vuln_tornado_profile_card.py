# Tornado handler that renders a small HTML profile card for a community member.
import tornado.escape
import tornado.ioloop
import tornado.web

PROFILES = {
    "ana": {"display": "Ana Pereira", "city": "Lisbon"},
    "tom": {"display": "Tom Becker", "city": "Leipzig"},
}


class ProfileCard:
    def __init__(self, display, city, tagline):
        self.display = tornado.escape.xhtml_escape(display)
        self.city = tornado.escape.xhtml_escape(city)
        self.tagline = tagline

    def to_html(self):
        return (
            "<div class='card'>"
            f"<h3>{self.display}</h3>"
            f"<p class='city'>{self.city}</p>"
            f"<em>{self.tagline}</em>"
            "</div>"
        )


class CardHandler(tornado.web.RequestHandler):
    def get(self, username):
        profile = PROFILES.get(username)
        if profile is None:
            raise tornado.web.HTTPError(404)
        tagline = self.get_argument("tagline", "Community member")
        card = ProfileCard(profile["display"], profile["city"], tagline)
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.write(card.to_html())


def make_app():
    return tornado.web.Application([(r"/cards/([a-z0-9_]+)", CardHandler)])


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
