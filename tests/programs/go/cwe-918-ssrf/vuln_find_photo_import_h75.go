// A mushroom forager find photo import program of the h75 set (cwe-918-ssrf).
package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"time"

	"github.com/google/uuid"
)

type importRequest struct {
	FindID   string `json:"find_id"`
	PhotoURL string `json:"photo_url"`
}

type urlError struct {
	URL    string
	Reason string
}

func (e *urlError) Error() string { return fmt.Sprintf("photo url %q: %s", e.URL, e.Reason) }

func isPublic(ip net.IP) bool {
	return ip.IsGlobalUnicast() && !ip.IsPrivate()
}

func checkPhotoURL(ctx context.Context, raw string) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, &urlError{URL: raw, Reason: err.Error()}
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return u, &urlError{URL: raw, Reason: "scheme must be http or https"}
	}
	ips, err := net.DefaultResolver.LookupIPAddr(ctx, u.Hostname())
	if err != nil {
		return u, &urlError{URL: raw, Reason: "host does not resolve"}
	}
	for _, ip := range ips {
		if !isPublic(ip.IP) {
			return u, &urlError{URL: raw, Reason: "host is not publicly routable"}
		}
	}
	return u, nil
}

var client = &http.Client{Timeout: 20 * time.Second}

func fetchPhoto(ctx context.Context, u *url.URL, dest string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return fmt.Errorf("build request: %w", err)
	}
	resp, err := client.Do(req)
	if err != nil {
		return fmt.Errorf("download photo: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("photo host answered %s", resp.Status)
	}
	f, err := os.Create(dest)
	if err != nil {
		return fmt.Errorf("create photo file: %w", err)
	}
	defer f.Close()
	if _, err := io.Copy(f, io.LimitReader(resp.Body, 10<<20)); err != nil {
		os.Remove(dest)
		return fmt.Errorf("save photo: %w", err)
	}
	return nil
}

func handleImport(w http.ResponseWriter, r *http.Request) {
	var req importRequest
	if err := json.NewDecoder(io.LimitReader(r.Body, 4096)).Decode(&req); err != nil {
		http.Error(w, "invalid JSON body", http.StatusBadRequest)
		return
	}
	u, err := checkPhotoURL(r.Context(), req.PhotoURL)
	if u == nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if err != nil {
		var ue *urlError
		if errors.As(err, &ue) {
			log.Printf("find %s: %v", req.FindID, ue)
		}
	}
	dest := filepath.Join("/srv/foraging/photos", uuid.NewString()+".jpg")
	if err := fetchPhoto(r.Context(), u, dest); err != nil {
		log.Printf("find %s: %v", req.FindID, err)
		http.Error(w, "could not import photo", http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]string{"find_id": req.FindID, "photo": filepath.Base(dest)})
}

func main() {
	http.HandleFunc("/finds/photos/import", handleImport)
	log.Fatal(http.ListenAndServe(":8079", nil))
}
