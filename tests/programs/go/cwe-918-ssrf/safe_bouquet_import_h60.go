// A bouquet import program of the h60 set (cwe-918-ssrf).
package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"log"
	"net/http"
	"net/url"
	"os"
	"sync"
	"time"

	"github.com/go-chi/chi/v5"
)

// Product photos are imported from the wholesaler's media CDN.
const supplierHost = "media.bloomwholesale.com"

type imported struct {
	Source string `json:"source"`
	ID     string `json:"id,omitempty"`
	Bytes  int    `json:"bytes,omitempty"`
	Error  string `json:"error,omitempty"`
}

var images sync.Map // id -> []byte

func fromSupplier(raw string) error {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || u.Host != supplierHost || u.User != nil {
		return errors.New("only supplier media URLs can be imported")
	}
	return nil
}

var client = &http.Client{
	Timeout: 10 * time.Second,
	CheckRedirect: func(req *http.Request, _ []*http.Request) error {
		return fromSupplier(req.URL.String())
	},
}

func importOne(ctx context.Context, src string) imported {
	if err := fromSupplier(src); err != nil {
		return imported{Source: src, Error: err.Error()}
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, src, nil)
	if err != nil {
		return imported{Source: src, Error: "bad URL"}
	}
	resp, err := client.Do(req)
	if err != nil {
		return imported{Source: src, Error: "download failed"}
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 8<<20))
	if err != nil {
		return imported{Source: src, Error: "download failed"}
	}
	sum := sha256.Sum256(data)
	id := hex.EncodeToString(sum[:12])
	images.Store(id, data)
	return imported{Source: src, ID: id, Bytes: len(data)}
}

// importAll downloads the photos on a small pool of workers, keeping input order.
func importAll(ctx context.Context, urls []string, workers int) []imported {
	jobs := make(chan int)
	results := make([]imported, len(urls))
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				results[i] = importOne(ctx, urls[i])
			}
		}()
	}
	for i := range urls {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	return results
}

func main() {
	r := chi.NewRouter()
	r.Post("/catalog/images/import", func(w http.ResponseWriter, req *http.Request) {
		var urls []string
		if err := json.NewDecoder(io.LimitReader(req.Body, 64<<10)).Decode(&urls); err != nil || len(urls) > 50 {
			http.Error(w, "expected a JSON list of at most 50 URLs", http.StatusBadRequest)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(importAll(req.Context(), urls, 4))
	})
	r.Get("/catalog/images/{id}", func(w http.ResponseWriter, req *http.Request) {
		v, ok := images.Load(chi.URLParam(req, "id"))
		if !ok {
			http.NotFound(w, req)
			return
		}
		w.Header().Set("Content-Type", "image/jpeg")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		_, _ = w.Write(v.([]byte))
	})

	srv := &http.Server{
		Addr:              os.Getenv("LISTEN_ADDR"),
		Handler:           r,
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Fatal(srv.ListenAndServe())
}
