// A tide feed program of the h60 set (cwe-918-ssrf).
package main

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/url"
	"os"
	"time"

	"github.com/labstack/echo/v4"
)

// FeedURL is a tide or marine-weather feed a berth holder wants on their dashboard.
type FeedURL struct{ u *url.URL }

// Providers whose feeds the dashboard knows how to display.
var feedProviders = map[string]bool{
	"api.tidesandcurrents.noaa.gov": true,
	"marine-api.open-meteo.com":     true,
	"www.worldtides.info":           true,
}

func ParseFeedURL(raw string) (FeedURL, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return FeedURL{}, errors.New("feed is not a URL")
	}
	if u.Scheme != "https" || u.Host == "" {
		return FeedURL{}, errors.New("feed must be an https URL")
	}
	if !feedProviders[u.Hostname()] || u.Port() != "" || u.User != nil {
		return FeedURL{}, errors.New("feed provider is not supported")
	}
	return FeedURL{u: u}, nil
}

func (f FeedURL) String() string { return f.u.String() }

var feedClient = &http.Client{
	Timeout: 8 * time.Second,
	CheckRedirect: func(*http.Request, []*http.Request) error {
		return http.ErrUseLastResponse
	},
}

func fetchFeed(ctx context.Context, feed FeedURL) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, feed.String(), nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Accept", "application/json")
	resp, err := feedClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, errors.New("feed answered " + resp.Status)
	}
	return io.ReadAll(io.LimitReader(resp.Body, 512<<10))
}

type previewRequest struct {
	Berth string `json:"berth"`
	Feed  string `json:"feed"`
}

func main() {
	e := echo.New()

	// Shows the berth holder what the feed returns before it is saved.
	e.POST("/berths/feed-preview", func(c echo.Context) error {
		var req previewRequest
		if err := c.Bind(&req); err != nil {
			return echo.NewHTTPError(http.StatusBadRequest, "malformed request")
		}
		feed, err := ParseFeedURL(req.Feed)
		if err != nil {
			return echo.NewHTTPError(http.StatusUnprocessableEntity, err.Error())
		}
		body, err := fetchFeed(c.Request().Context(), feed)
		if err != nil {
			c.Logger().Warnf("feed for berth %s: %v", req.Berth, err)
			return echo.NewHTTPError(http.StatusBadGateway, "feed could not be loaded")
		}
		return c.JSONBlob(http.StatusOK, body)
	})

	e.Logger.Fatal(e.Start(os.Getenv("LISTEN_ADDR")))
}
