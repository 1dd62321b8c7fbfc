// A hut bed sync program of the h68 set (cwe-295-tls).
// mountain huts: relays free-bed counts from the alpine club's central reservation system to the valley info screens
package main

import (
	"cmp"
	"context"
	"crypto/tls"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"slices"
	"time"
)

type reservationClient struct {
	base    string
	token   string
	timeout time.Duration
	tlsConf *tls.Config
	http    *http.Client
}

type clientOption func(*reservationClient)

func withBase(u string) clientOption           { return func(c *reservationClient) { c.base = u } }
func withToken(t string) clientOption          { return func(c *reservationClient) { c.token = t } }
func withTimeout(d time.Duration) clientOption { return func(c *reservationClient) { c.timeout = d } }

func withTLS(conf *tls.Config) clientOption {
	return func(c *reservationClient) { c.tlsConf = conf }
}

func newReservationClient(opts ...clientOption) *reservationClient {
	c := &reservationClient{base: "https://api.huettenreservierung.at/v3", timeout: 8 * time.Second}
	for _, o := range opts {
		o(c)
	}
	c.http = &http.Client{
		Timeout:   c.timeout,
		Transport: &http.Transport{TLSClientConfig: c.tlsConf, ForceAttemptHTTP2: true},
	}
	return c
}

type Beds struct {
	Hut   string `json:"hut"`
	Date  string `json:"date"`
	Free  int    `json:"free"`
	Total int    `json:"total"`
}

func (c *reservationClient) beds(ctx context.Context, hut, date string) (Beds, error) {
	u := fmt.Sprintf("%s/huts/%s/beds?date=%s", c.base, url.PathEscape(hut), url.QueryEscape(date))
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return Beds{}, err
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	resp, err := c.http.Do(req)
	if err != nil {
		return Beds{}, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return Beds{}, fmt.Errorf("reservation api: %s", resp.Status)
	}
	var b Beds
	err = json.NewDecoder(resp.Body).Decode(&b)
	return b, err
}

var huts = []string{"rifugio-vajolet", "wiesbadener-huette", "cabane-de-moiry", "blaueishuette"}

func main() {
	client := newReservationClient(
		withToken(os.Getenv("HUT_API_TOKEN")),
		withTimeout(5*time.Second),
		withTLS(&tls.Config{
			MinVersion: tls.VersionTLS12,
		}),
	)

	mux := http.NewServeMux()
	mux.HandleFunc("GET /huts/{hut}/availability", func(w http.ResponseWriter, r *http.Request) {
		hut := r.PathValue("hut")
		if !slices.Contains(huts, hut) {
			http.NotFound(w, r)
			return
		}
		date := cmp.Or(r.URL.Query().Get("date"), time.Now().Format(time.DateOnly))
		b, err := client.beds(r.Context(), hut, date)
		if err != nil {
			slog.Error("bed lookup", "hut", hut, "err", err)
			http.Error(w, "reservation system unreachable", http.StatusBadGateway)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(b)
	})
	slog.Info("hut screen relay", "huts", len(huts))
	http.ListenAndServe(":8087", mux)
}
