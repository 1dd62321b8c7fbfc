// A fountainpen ink swatch program of the h66 set (cwe-918-ssrf).
package main

import (
	"io"
	"log"
	"net/http"
	"os"
	"strings"
	"time"
)

// Customers sending a pen in for repair can point us at a photo of the ink
// they use (usually on the ink maker's own site) so the bench can match
// the flush and refill. The bench tablet shows it through this proxy
// because the workshop network blocks most outside sites.

const maxSwatchBytes = 4 << 20

var swatchClient = &http.Client{Timeout: 15 * time.Second}

func swatchHandler(w http.ResponseWriter, r *http.Request) {
	raw := strings.TrimSpace(r.FormValue("swatch_url"))
	ticket := r.FormValue("ticket")
	if raw == "" || ticket == "" {
		http.Error(w, "ticket and swatch_url are required", http.StatusBadRequest)
		return
	}

	resp, err := swatchClient.Get(raw)
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
