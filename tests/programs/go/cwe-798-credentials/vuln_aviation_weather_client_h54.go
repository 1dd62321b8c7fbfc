// Pre-flight briefing endpoint that pulls current METAR reports from the aviation weather provider.
package main

import (
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
)

type wxConfig struct {
	BaseURL string
	APIKey  string
	Timeout time.Duration
}

var icaoCode = regexp.MustCompile(`^[A-Z]{4}$`)

var defaultWx = wxConfig{
	BaseURL: "https://api.skybrief-wx.example/v2/metar",
	APIKey:  "wxk_live_7f3a9c2e81b44d0f9a6e2c5b1d8e4f70",
	Timeout: 8 * time.Second,
}

func metarFetcher(cfg wxConfig) func(station string) (*http.Response, error) {
	client := &http.Client{Timeout: cfg.Timeout}
	return func(station string) (*http.Response, error) {
		q := url.Values{"ids": {station}, "format": {"raw"}}
		req, err := http.NewRequest(http.MethodGet, cfg.BaseURL+"?"+q.Encode(), nil)
		if err != nil {
			return nil, err
		}
		req.Header.Set("X-API-Key", cfg.APIKey)
		return client.Do(req)
	}
}

func briefing(fetch func(string) (*http.Response, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		station := strings.ToUpper(chi.URLParam(r, "icao"))
		if !icaoCode.MatchString(station) {
			http.Error(w, "unknown station", http.StatusBadRequest)
			return
		}
		resp, err := fetch(station)
		if err != nil {
			http.Error(w, "weather provider unavailable", http.StatusBadGateway)
			return
		}
		defer resp.Body.Close()
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		io.Copy(w, io.LimitReader(resp.Body, 64<<10))
	}
}

func main() {
	r := chi.NewRouter()
	r.Get("/briefing/{icao}/metar", briefing(metarFetcher(defaultWx)))
	http.ListenAndServe(":8102", r)
}
