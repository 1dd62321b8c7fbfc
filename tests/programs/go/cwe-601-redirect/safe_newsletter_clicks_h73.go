// A newsletter clicks program of the h73 set (cwe-601-redirect).
package main

import (
	"log"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
)

const fallback = "https://www.foldandcrease.com/"

var allowedHosts = map[string]bool{
	"foldandcrease.com":        true,
	"www.foldandcrease.com":    true,
	"shop.foldandcrease.com":   true,
	"videos.foldandcrease.com": true,
}

type clickCounter struct {
	total   atomic.Int64
	byIssue map[int]*atomic.Int64 // filled at startup, counters updated atomically
}

// The mailing tool escapes the whole target once more before placing it in ?u=,
// so after net/url has parsed the query we still hold an escaped URL.
func targetFrom(r *http.Request) (*url.URL, bool) {
	once := r.URL.Query().Get("u")
	raw, err := url.QueryUnescape(once)
	if err != nil {
		return nil, false
	}
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") {
		return nil, false
	}
	host := strings.TrimSuffix(strings.ToLower(u.Hostname()), ".")
	if !allowedHosts[host] || u.User != nil {
		return nil, false
	}
	return u, true
}

func (cc *clickCounter) handle(w http.ResponseWriter, r *http.Request) {
	issue, _ := strconv.Atoi(r.URL.Query().Get("i"))
	cc.total.Add(1)
	if c, ok := cc.byIssue[issue]; ok {
		c.Add(1)
	}

	u, ok := targetFrom(r)
	if !ok {
		http.Redirect(w, r, fallback, http.StatusFound)
		return
	}
	q := u.Query()
	q.Set("utm_source", "newsletter")
	q.Set("utm_campaign", "issue-"+strconv.Itoa(issue))
	u.RawQuery = q.Encode()

	w.Header().Set("Cache-Control", "no-store")
	http.Redirect(w, r, u.String(), http.StatusFound)
}

func main() {
	cc := &clickCounter{byIssue: make(map[int]*atomic.Int64)}
	for i := 1; i <= 60; i++ {
		cc.byIssue[i] = new(atomic.Int64)
	}

	mux := http.NewServeMux()
	mux.HandleFunc("GET /c", cc.handle)
	mux.HandleFunc("GET /stats", func(w http.ResponseWriter, r *http.Request) {
		_, _ = w.Write([]byte(strconv.FormatInt(cc.total.Load(), 10) + "\n"))
	})

	srv := &http.Server{Addr: ":8011", Handler: mux, ReadHeaderTimeout: 3 * time.Second}
	log.Fatal(srv.ListenAndServe())
}
