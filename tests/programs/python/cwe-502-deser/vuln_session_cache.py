# Tornado handlers that keep a shopper's display preferences in a browser cookie.
import base64
import pickle

import tornado.ioloop
import tornado.web

DEFAULT_PREFS = {"currency": "EUR", "theme": "light", "page_size": 24}
PREFS_COOKIE = "shop_prefs"


class PreferencesMixin:
    def load_prefs(self):
        raw = self.get_cookie(PREFS_COOKIE)
        if not raw:
            return dict(DEFAULT_PREFS)
        try:
            prefs = pickle.loads(base64.urlsafe_b64decode(raw))
        except Exception:
            return dict(DEFAULT_PREFS)
        return {**DEFAULT_PREFS, **prefs}

    def save_prefs(self, prefs):
        blob = base64.urlsafe_b64encode(pickle.dumps(prefs)).decode("ascii")
        self.set_cookie(PREFS_COOKIE, blob, expires_days=180, httponly=True, secure=True, samesite="Lax")


class CatalogHandler(PreferencesMixin, tornado.web.RequestHandler):
    def get(self):
        prefs = self.load_prefs()
        self.write({"currency": prefs["currency"], "page_size": prefs["page_size"], "items": []})


class PreferencesHandler(PreferencesMixin, tornado.web.RequestHandler):
    def post(self):
        prefs = self.load_prefs()
        for key in ("currency", "theme"):
            value = self.get_body_argument(key, None)
            if value:
                prefs[key] = value[:16]
        self.save_prefs(prefs)
        self.write({"saved": True})


if __name__ == "__main__":
    app = tornado.web.Application(
        [(r"/catalog", CatalogHandler), (r"/preferences", PreferencesHandler)], xsrf_cookies=True
    )
    app.listen(8090)
    tornado.ioloop.IOLoop.current().start()
