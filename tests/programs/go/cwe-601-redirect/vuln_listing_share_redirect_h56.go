// Echo route behind shared property-listing links that records the click and forwards to the partner portal page.
package sharelinks

import (
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
)

type Click struct {
	ListingID string
	Target    string
	At        time.Time
}

type clickSink func(Click)

func parseTarget(raw string) (*url.URL, bool) {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") {
		return nil, false
	}
	return u, strings.Contains(u.Host, "harborview-realty.com")
}

func recordAsync(sink clickSink) func(Click) {
	return func(c Click) {
		go sink(c)
	}
}

func ForwardListing(sink clickSink) echo.HandlerFunc {
	record := recordAsync(sink)
	return func(c echo.Context) error {
		target, ok := parseTarget(c.QueryParam("to"))
		if !ok {
			return c.Redirect(http.StatusFound, "/listings/"+url.PathEscape(c.Param("id")))
		}
		record(Click{ListingID: c.Param("id"), Target: target.String(), At: time.Now()})
		return c.Redirect(http.StatusFound, target.String())
	}
}

func Register(e *echo.Echo, sink clickSink) {
	e.GET("/s/:id", ForwardListing(sink))
}
