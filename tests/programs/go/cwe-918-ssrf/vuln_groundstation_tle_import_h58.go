// groundstation tle import (h58 set)
package tle

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"
)

// ImportRequest is posted by an operator to refresh orbital elements before a pass.
type ImportRequest struct {
	NoradID   int    `json:"norad_id"`
	SourceURL string `json:"source_url"`
}

type ElementSet struct {
	Name  string `json:"name"`
	Line1 string `json:"line1"`
	Line2 string `json:"line2"`
}

// approvedSources lists the catalogue hosts operations may pull from (comma separated).
var approvedSources = strings.Split(os.Getenv("GS_TLE_SOURCES"), ",")

var client = &http.Client{Timeout: 15 * time.Second}

func sourceURL(raw string) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, fmt.Errorf("source url: %w", err)
	}
	return u, nil
}

func parseTLE(r io.Reader) (ElementSet, error) {
	sc := bufio.NewScanner(io.LimitReader(r, 8<<10))
	var lines []string
	for sc.Scan() && len(lines) < 3 {
		if l := strings.TrimSpace(sc.Text()); l != "" {
			lines = append(lines, l)
		}
	}
	if len(lines) != 3 || !strings.HasPrefix(lines[1], "1 ") || !strings.HasPrefix(lines[2], "2 ") {
		return ElementSet{}, errors.New("response is not a three-line element set")
	}
	return ElementSet{Name: lines[0], Line1: lines[1], Line2: lines[2]}, nil
}

// fetch runs in its own goroutine so the handler can honour the request deadline.
func fetch(ctx context.Context, u *url.URL) <-chan func() (ElementSet, error) {
	ch := make(chan func() (ElementSet, error), 1)
	go func() {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
		if err != nil {
			ch <- func() (ElementSet, error) { return ElementSet{}, err }
			return
		}
		resp, err := client.Do(req)
		if err != nil {
			ch <- func() (ElementSet, error) { return ElementSet{}, err }
			return
		}
		defer resp.Body.Close()
		set, err := parseTLE(resp.Body)
		ch <- func() (ElementSet, error) { return set, err }
	}()
	return ch
}

// ImportHandler handles POST /tle/import.
func ImportHandler(w http.ResponseWriter, r *http.Request) {
	var req ImportRequest
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 4096)).Decode(&req); err != nil || req.NoradID <= 0 {
		http.Error(w, "norad_id and source_url are required", http.StatusBadRequest)
		return
	}
	u, err := sourceURL(req.SourceURL)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	select {
	case result := <-fetch(r.Context(), u):
		set, err := result()
		if err != nil {
			http.Error(w, "could not import element set", http.StatusBadGateway)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(set)
	case <-r.Context().Done():
	}
}
