// A yoga instructor avatar program of the h62 set (cwe-918-ssrf).
package main

import (
	"encoding/json"
	"errors"
	"log"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/go-resty/resty/v2"
)

// Studio managers set an instructor's profile photo by pointing at an image
// they already host on one of the photo services the studio uses.
type avatarRequest struct {
	ImageURL string `json:"image_url"`
	// CropURL is filled in by the photo editor widget when the manager crops.
	CropURL string `json:"crop_url,omitempty"`
}

func (a avatarRequest) source() string {
	if a.CropURL != "" {
		return a.CropURL
	}
	return a.ImageURL
}

var photoHosts = map[string]bool{
	"images.unsplash.com": true,
	"res.cloudinary.com":  true,
	"i.imgur.com":         true,
}

func checkPhotoURL(raw string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return err
	}
	if u.Scheme != "https" || !photoHosts[strings.ToLower(u.Hostname())] {
		return errors.New("photo must come from an approved image host")
	}
	return nil
}

type avatarService struct {
	client *resty.Client
	dir    string
}

func (s avatarService) update(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.Atoi(r.PathValue("id"))
	if err != nil || id <= 0 {
		http.Error(w, "bad instructor id", http.StatusBadRequest)
		return
	}
	var req avatarRequest
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 8192)).Decode(&req); err != nil {
		http.Error(w, "invalid body", http.StatusBadRequest)
		return
	}
	if err := checkPhotoURL(req.source()); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	resp, err := s.client.R().SetContext(r.Context()).Get(req.source())
	if err != nil || resp.StatusCode() != http.StatusOK {
		http.Error(w, "could not download photo", http.StatusBadGateway)
		return
	}
	if !strings.HasPrefix(resp.Header().Get("Content-Type"), "image/") {
		http.Error(w, "not an image", http.StatusUnprocessableEntity)
		return
	}
	dst := filepath.Join(s.dir, strconv.Itoa(id)+".img")
	if err := os.WriteFile(dst, resp.Body(), 0o600); err != nil {
		http.Error(w, "could not store photo", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func main() {
	svc := avatarService{
		client: resty.New().
			SetTimeout(10 * time.Second).
			SetRedirectPolicy(resty.NoRedirectPolicy()),
		dir: os.Getenv("AVATAR_DIR"),
	}
	mux := http.NewServeMux()
	mux.HandleFunc("PUT /instructors/{id}/avatar", svc.update)
	srv := &http.Server{Addr: ":8080", Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServe())
}
