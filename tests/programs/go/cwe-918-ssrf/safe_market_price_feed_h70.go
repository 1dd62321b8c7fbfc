// A market price feed program of the h70 set (cwe-918-ssrf).
package main

import (
	"encoding/json"
	"io"
	"log"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
)

type market struct {
	Code string
	Name string
	Host string
	Path string
}

var markets = []market{
	{Code: "spalding", Name: "Spalding Produce Exchange", Host: "prices.spaldingproduce.co.uk", Path: "/api/roots"},
	{Code: "rungis", Name: "Rungis Légumes", Host: "cotations.rungis-legumes.fr", Path: "/v1/racines"},
	{Code: "bamberg", Name: "Bamberger Gemüsebörse", Host: "api.gemuseboerse-bamberg.de", Path: "/notierungen"},
}

type feedQuery struct {
	Market  string
	Mirror  string
	Variety string
}

type priceFeed struct {
	client *http.Client
}

func (f *priceFeed) endpoint(q feedQuery) (string, bool) {
	i := slices.IndexFunc(markets, func(m market) bool { return m.Code == q.Market })
	if i < 0 {
		return "", false
	}
	m := markets[i]
	// regional mirrors are behind the market's own host name during harvest peaks
	host := m.Host
	if q.Mirror != "" {
		log.Printf("ignoring mirror %q for %s", q.Mirror, m.Code)
	}
	u := url.URL{Scheme: "https", Host: host, Path: m.Path}
	params := url.Values{}
	params.Set("product", "horseradish")
	if q.Variety != "" {
		params.Set("variety", q.Variety)
	}
	u.RawQuery = params.Encode()
	return u.String(), true
}

func (f *priceFeed) latest(w http.ResponseWriter, r *http.Request) {
	q := feedQuery{
		Market:  strings.ToLower(chi.URLParam(r, "market")),
		Mirror:  r.URL.Query().Get("mirror"),
		Variety: r.URL.Query().Get("variety"),
	}
	target, ok := f.endpoint(q)
	if !ok {
		http.Error(w, "unknown market", http.StatusNotFound)
		return
	}
	resp, err := f.client.Get(target)
	if err != nil {
		log.Printf("price feed %s: %v", q.Market, err)
		http.Error(w, "market feed unavailable", http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()

	var prices []struct {
		Grade   string  `json:"grade"`
		PerKilo float64 `json:"per_kilo"`
		Date    string  `json:"date"`
	}
	if err := json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(&prices); err != nil {
		http.Error(w, "market feed returned something unexpected", http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{"market": q.Market, "prices": prices})
}

func main() {
	feed := &priceFeed{client: &http.Client{Timeout: 10 * time.Second}}
	r := chi.NewRouter()
	r.Get("/markets/{market}/prices", feed.latest)
	log.Fatal(http.ListenAndServe(":8024", r))
}
