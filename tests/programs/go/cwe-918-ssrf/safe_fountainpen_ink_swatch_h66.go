// A fountainpen ink swatch program of the h66 set (cwe-918-ssrf).
package main

import (
	"io"
	"log"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"
)

// Customers sending a pen in for repair can point us at a photo of the ink
// they use (usually on the ink maker's own site) so the bench can match
// the flush and refill. The bench tablet shows it through this proxy
// because the workshop network blocks most outside sites.

const maxSwatchBytes = 4 << 20

var swatchClient = &http.Client{
	Timeout: 15 * time.Second,
	CheckRedirect: func(req *http.Request, via []*http.Request) error {
		if len(via) > 3 || req.URL.Scheme != "https" || !swatchHosts[strings.ToLower(req.URL.Hostname())] {
			return http.ErrUseLastResponse
		}
		return nil
	},
}

// swatchHosts are the ink makers and retailers whose product photos the
// bench is allowed to pull.
var swatchHosts = map[string]bool{
	"www.diamine.co.uk":    true,
	"www.jherbin.com":      true,
	"www.pilot-namiki.com": true,
	"www.cultpens.com":     true,
}

func swatchHandler(w http.ResponseWriter, r *http.Request) {
	raw := strings.TrimSpace(r.FormValue("swatch_url"))
	ticket := r.FormValue("ticket")
	if raw == "" || ticket == "" {
		http.Error(w, "ticket and swatch_url are required", http.StatusBadRequest)
		return
	}

	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || u.User != nil || u.Port() != "" || !swatchHosts[strings.ToLower(u.Hostname())] {
		http.Error(w, "swatch must come from a listed ink maker", http.StatusBadRequest)
		return
	}

	resp, err := swatchClient.Get(u.String())
	if err != nil {
		log.Printf("ticket %s: swatch fetch failed: %v", ticket, err)
		http.Error(w, "could not fetch swatch", http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()

	ctype := resp.Header.Get("Content-Type")
	if resp.StatusCode != http.StatusOK || !strings.HasPrefix(ctype, "image/") {
		http.Error(w, "swatch is not an image", http.StatusBadGateway)
		return
	}

	w.Header().Set("Content-Type", ctype)
	w.Header().Set("X-Content-Type-Options", "nosniff")
	io.Copy(w, io.LimitReader(resp.Body, maxSwatchBytes))
}

func main() {
	http.HandleFunc("/bench/swatch", swatchHandler)
	log.Fatal(http.ListenAndServeTLS(":8443", os.Getenv("PENREPAIR_TLS_CERT"), os.Getenv("PENREPAIR_TLS_KEY"), nil))
}
