// A show ticket return program of the h68 set (cwe-601-redirect).
// planetariums: finishes a show-ticket checkout and sends the visitor back to the page they booked from
package main

import (
	"cmp"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"slices"
	"sync"
)

const homeSite = "stellarhall.no"

var returnHosts = []string{"www." + homeSite, "shop." + homeSite, "schools." + homeSite}

type order struct {
	ID    string
	Show  string
	Seats int
	Paid  bool
}

type orders struct {
	mu sync.Mutex
	m  map[string]*order
}

func (o *orders) markPaid(id string) (*order, bool) {
	o.mu.Lock()
	defer o.mu.Unlock()
	ord, ok := o.m[id]
	if ok {
		ord.Paid = true
	}
	return ord, ok
}

// destination picks where to send the visitor once the ticket is confirmed.
func destination(raw string, ord *order) string {
	fallback := fmt.Sprintf("https://www.%s/tickets/%s", homeSite, url.PathEscape(ord.ID))
	if raw == "" {
		return fallback
	}
	u, err := url.Parse(raw)
	if err != nil {
		return fallback
	}
	if u.Scheme != "https" || !slices.Contains(returnHosts, u.Hostname()) {
		slog.Warn("foreign return url", "order", ord.ID, "host", u.Host)
		return fallback
	}
	q := u.Query()
	q.Set("order", ord.ID)
	q.Set("seats", fmt.Sprint(ord.Seats))
	u.RawQuery = q.Encode()
	return u.String()
}

func complete(store *orders) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		ord, ok := store.markPaid(r.PathValue("order"))
		if !ok {
			http.Error(w, "unknown order", http.StatusNotFound)
			return
		}
		dest := destination(r.URL.Query().Get("return"), ord)
		slog.Info("checkout complete", "order", ord.ID, "show", ord.Show, "dest", dest)
		http.Redirect(w, r, dest, http.StatusFound)
	}
}

func main() {
	store := &orders{m: map[string]*order{
		"T-88120": {ID: "T-88120", Show: "Aurora: Northern Lights", Seats: 3},
		"T-88121": {ID: "T-88121", Show: "Journey to Saturn", Seats: 2},
	}}

	mux := http.NewServeMux()
	mux.HandleFunc("GET /checkout/{order}/complete", complete(store))
	mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "https://www."+homeSite, http.StatusMovedPermanently)
	})

	addr := cmp.Or(os.Getenv("CHECKOUT_ADDR"), ":8096")
	if err := http.ListenAndServe(addr, mux); err != nil {
		slog.Error("checkout server", "err", err)
		os.Exit(1)
	}
}
