// A basket slip tracker program of the h66 set (cwe-601-redirect).
package main

import (
	"log"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"sync"
)

// Every willow basket leaves the workshop with a printed care slip. The QR
// code on the slip points at /slip?basket=<n>&next=<page>, so we can count
// how many buyers read the care notes before sending them on to the page
// the slip was printed for (care guide, re-weaving service, spring sale).

var (
	scansMu sync.Mutex
	scans   = map[int]int{}
)

const defaultLanding = "/care/willow"

// localPage returns next only when it is a path on this site.
func localPage(next string) string {
	u, err := url.Parse(next)
	if err != nil || u.Scheme != "" || u.Host != "" || u.User != nil {
		return defaultLanding
	}
	if !strings.HasPrefix(next, "/") || strings.HasPrefix(next, "//") || strings.HasPrefix(next, "/\\") {
		return defaultLanding
	}
	return next
}

func slipHandler(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	basket, err := strconv.Atoi(q.Get("basket"))
	if err != nil || basket <= 0 {
		http.Redirect(w, r, defaultLanding, http.StatusFound)
		return
	}

	scansMu.Lock()
	scans[basket]++
	count := scans[basket]
	scansMu.Unlock()
	if count == 1 {
		log.Printf("basket %d: first slip scan", basket)
	}

	next := q.Get("next")
	if next == "" {
		next = defaultLanding
	}
	http.Redirect(w, r, localPage(next), http.StatusFound)
}

func scanCountHandler(w http.ResponseWriter, r *http.Request) {
	scansMu.Lock()
	total := 0
	for _, c := range scans {
		total += c
	}
	baskets := len(scans)
	scansMu.Unlock()
	w.Header().Set("Content-Type", "text/plain")
	w.Write([]byte(strconv.Itoa(total) + " scans across " + strconv.Itoa(baskets) + " baskets\n"))
}

func main() {
	http.HandleFunc("/slip", slipHandler)
	http.HandleFunc("/slip/stats", scanCountHandler)
	log.Fatal(http.ListenAndServeTLS(":8443", os.Getenv("BASKETS_TLS_CERT"), os.Getenv("BASKETS_TLS_KEY"), nil))
}
