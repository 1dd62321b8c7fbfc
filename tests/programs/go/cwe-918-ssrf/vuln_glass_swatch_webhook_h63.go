// A glass swatch webhook program of the h63 set (cwe-918-ssrf).
package main

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"time"
)

// SwatchEvent is posted by glass suppliers when a photo of a new sheet colour is available.
type SwatchEvent struct {
	Supplier string `json:"supplier"`
	SKU      string `json:"sku"`
	ImageURL string `json:"image_url"`
}

type Listener func(ctx context.Context, ev SwatchEvent)

type Bus struct{ listeners map[string][]Listener }

func (b *Bus) On(topic string, l Listener) { b.listeners[topic] = append(b.listeners[topic], l) }

func (b *Bus) Emit(ctx context.Context, topic string, ev SwatchEvent) {
	for _, l := range b.listeners[topic] {
		l(ctx, ev)
	}
}

var skuPattern = regexp.MustCompile(`^[A-Z0-9-]{3,24}$`)

type SwatchImporter struct {
	client *http.Client
	dir    string
	hosts  map[string]bool // supplier image CDNs
}

func (s *SwatchImporter) checkURL(raw string) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	if u.Scheme != "https" {
		return nil, errors.New("swatch images must be served over https")
	}
	return u, nil
}

func (s *SwatchImporter) OnSwatch(ctx context.Context, ev SwatchEvent) {
	if !skuPattern.MatchString(ev.SKU) {
		log.Printf("swatch from %s has a malformed sku", ev.Supplier)
		return
	}
	u, err := s.checkURL(ev.ImageURL)
	if err != nil {
		log.Printf("swatch %s rejected: %v", ev.SKU, err)
		return
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return
	}
	resp, err := s.client.Do(req)
	if err != nil {
		log.Printf("swatch %s fetch: %v", ev.SKU, err)
		return
	}
	defer resp.Body.Close()
	img, err := io.ReadAll(io.LimitReader(resp.Body, 5<<20))
	if err != nil || resp.StatusCode != http.StatusOK {
		log.Printf("swatch %s: status %d", ev.SKU, resp.StatusCode)
		return
	}
	if err := os.WriteFile(filepath.Join(s.dir, ev.SKU+".img"), img, 0o640); err != nil {
		log.Printf("swatch %s store: %v", ev.SKU, err)
	}
}

type SupplierWebhook struct{ bus *Bus }

func (h *SupplierWebhook) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var ev SwatchEvent
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 64<<10)).Decode(&ev); err != nil {
		http.Error(w, "invalid event", http.StatusBadRequest)
		return
	}
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		h.bus.Emit(ctx, "swatch.published", ev)
	}()
	w.WriteHeader(http.StatusAccepted)
}

func main() {
	importer := &SwatchImporter{
		client: &http.Client{Timeout: 20 * time.Second, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }},
		dir:    "/var/lib/leadlight/swatches",
		hosts:  map[string]bool{"cdn.spectrum-glass.example": true, "media.lamberts-glas.example": true},
	}
	bus := &Bus{listeners: map[string][]Listener{}}
	bus.On("swatch.published", importer.OnSwatch)
	mux := http.NewServeMux()
	mux.Handle("/webhooks/suppliers", &SupplierWebhook{bus: bus})
	srv := &http.Server{Addr: ":8443", Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServeTLS(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
