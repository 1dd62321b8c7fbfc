# A organ grinder newsletter program of the h66 set (cwe-601-redirect).
# Link handler for the organ grinder hire newsletter (webapp2, 2014).
# Newsletter links go through /go so we can count which fairs get interest.
import logging
import collections

import webapp2

CLICKS = collections.Counter()

FAIRS = {
    "mayday": "/bookings/mayday",
    "harvest": "/bookings/harvest",
    "christmas": "/bookings/christmas-market",
}


def _is_local(url):
    # only send people to pages on our own site
    return url.startswith("/")


class GoHandler(webapp2.RequestHandler):

    def get(self):
        campaign = self.request.get("c", "none")
        fair = self.request.get("fair")
        target = self.request.get("next")

        CLICKS[campaign] += 1
        logging.info("newsletter click campaign=%r fair=%r", campaign, fair)

        if fair in FAIRS:
            return self.redirect(FAIRS[fair])

        if target and _is_local(target):
            return self.redirect(target)

        return self.redirect("/")


class StatsHandler(webapp2.RequestHandler):

    def get(self):
        self.response.headers["Content-Type"] = "text/plain"
        for name, count in CLICKS.most_common(20):
            self.response.write("%s\t%d\n" % (name, count))


class BookingPage(webapp2.RequestHandler):

    def get(self, fair):
        self.response.headers["Content-Type"] = "text/plain"
        self.response.write("Booking form for %s goes here\n" %
                            {"mayday": "May Day", "harvest": "Harvest Fair",
                             "christmas-market": "Christmas Market"}.get(fair, "our fairs"))


app = webapp2.WSGIApplication([
    ("/go", GoHandler),
    ("/stats", StatsHandler),
    (r"/bookings/([a-z\-]+)", BookingPage),
], debug=False)


if __name__ == "__main__":
    from paste import httpserver
    httpserver.serve(app, host="127.0.0.1", port="8072")
