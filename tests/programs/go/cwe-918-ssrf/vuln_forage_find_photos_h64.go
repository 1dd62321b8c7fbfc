// A forage find photos program of the h64 set (cwe-918-ssrf).
package main

import (
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"time"
)

type photoRef struct {
	URL     string `json:"url"`
	Caption string `json:"caption"`
}

type attachRequest struct {
	Species string     `json:"species"`
	Photos  []photoRef `json:"photos"`
}

const photoDir = "/var/lib/forage/photos"

// image hosts used by the field app and the partner identification service
var photoHosts = map[string]bool{
	"img.fieldguide-app.example": true,
	"cdn.mycokey.example":        true,
}

var fetcher = &http.Client{
	Timeout: 15 * time.Second,
	CheckRedirect: func(*http.Request, []*http.Request) error {
		return http.ErrUseLastResponse
	},
}

func allowedPhotoURL(raw string) bool {
	u, err := url.Parse(raw)
	return err == nil && u.Scheme == "https" && photoHosts[u.Hostname()]
}

func attachPhotos(w http.ResponseWriter, r *http.Request) {
	findID, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil {
		http.Error(w, "unknown find", http.StatusNotFound)
		return
	}
	var req attachRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || len(req.Photos) == 0 {
		http.Error(w, "photos required", http.StatusBadRequest)
		return
	}
	if !allowedPhotoURL(req.Photos[0].URL) {
		http.Error(w, "photos must come from the field app", http.StatusBadRequest)
		return
	}

	saved := map[string]int64{}
	for i, p := range req.Photos {
		resp, err := fetcher.Get(p.URL)
		if err != nil {
			http.Error(w, "could not fetch photo", http.StatusBadGateway)
			return
		}
		name := filepath.Join(photoDir, fmt.Sprintf("find-%d-%02d.jpg", findID, i))
		out, err := os.OpenFile(name, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o600)
		if err != nil {
			resp.Body.Close()
			http.Error(w, "storage error", http.StatusInternalServerError)
			return
		}
		n, err := io.Copy(out, io.LimitReader(resp.Body, 10<<20))
		resp.Body.Close()
		out.Close()
		if err != nil {
			log.Printf("find %d photo %d: %v", findID, i, err)
		}
		saved[filepath.Base(name)] = n
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{"find": findID, "species": req.Species, "saved": saved})
}

func main() {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /finds/{id}/photos", attachPhotos)
	srv := &http.Server{Addr: ":8443", Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	log.Fatal(srv.ListenAndServeTLS(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
