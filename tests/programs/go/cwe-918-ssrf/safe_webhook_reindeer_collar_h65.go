// A webhook reindeer collar program of the h65 set (cwe-918-ssrf).
package main

// Receives "position batch ready" notices from the GPS collar platform and
// pulls the batch so the herders' map shows where each group is grazing.

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/url"
	"os"
	"time"
)

// The collar platform only ever serves batches from its public API host.
const collarAPIHost = "api.tundratrack.example"

type batchNotice struct {
	HerdID   string `json:"herd_id"`
	CollarID string `json:"collar_id"`
	BatchURL string `json:"batch_url"`
	Points   int    `json:"points"`
}

type position struct {
	Lat float64   `json:"lat"`
	Lon float64   `json:"lon"`
	At  time.Time `json:"at"`
}

type collarClient struct {
	http  *http.Client
	token string
}

func (c *collarClient) fetchBatch(ctx context.Context, batchURL string) ([]position, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, batchURL, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	req.Header.Set("Accept", "application/json")

	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("collar platform answered %s", resp.Status)
	}
	var pts []position
	if err := json.NewDecoder(io.LimitReader(resp.Body, 4<<20)).Decode(&pts); err != nil {
		return nil, err
	}
	return pts, nil
}

func batchURLAllowed(raw string) bool {
	u, err := url.Parse(raw)
	if err != nil {
		return false
	}
	return u.Scheme == "https" && u.User == nil && u.Host == collarAPIHost
}

type hookHandler struct {
	collars *collarClient
	store   func(herdID, collarID string, pts []position) error
}

func (h *hookHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var n batchNotice
	if err := json.NewDecoder(io.LimitReader(r.Body, 64<<10)).Decode(&n); err != nil {
		http.Error(w, "invalid notice", http.StatusBadRequest)
		return
	}
	if n.HerdID == "" || n.CollarID == "" || n.BatchURL == "" {
		http.Error(w, "herd_id, collar_id and batch_url are required", http.StatusBadRequest)
		return
	}
	if !batchURLAllowed(n.BatchURL) {
		http.Error(w, "batch_url is not on the collar platform", http.StatusBadRequest)
		return
	}

	ctx, cancel := context.WithTimeout(r.Context(), 20*time.Second)
	defer cancel()
	pts, err := h.collars.fetchBatch(ctx, n.BatchURL)
	if err != nil {
		log.Printf("fetching batch for collar %s: %v", n.CollarID, err)
		http.Error(w, "batch could not be fetched", http.StatusBadGateway)
		return
	}
	if err := h.store(n.HerdID, n.CollarID, pts); err != nil {
		http.Error(w, "batch could not be stored", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusAccepted)
}

func main() {
	h := &hookHandler{
		collars: &collarClient{
			http:  &http.Client{Timeout: 15 * time.Second},
			token: os.Getenv("COLLAR_API_TOKEN"),
		},
		store: func(herdID, collarID string, pts []position) error {
			log.Printf("herd %s collar %s: %d positions", herdID, collarID, len(pts))
			return nil
		},
	}
	mux := http.NewServeMux()
	mux.Handle("POST /hooks/collar-batches", h)
	srv := &http.Server{Addr: ":8080", Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServe())
}
