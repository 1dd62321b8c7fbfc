// A derby catch photo program of the h74 set (cwe-918-ssrf).
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"time"
)

type catch struct {
	Angler   string  `json:"angler"`
	Species  string  `json:"species"`
	LengthCM float64 `json:"length_cm"`
	PhotoURL string  `json:"photo_url"`
}

type photoJob struct {
	catchID string
	url     string
}

// photo hosts the derby app and the big sharing sites upload to
var photoHosts = map[string]bool{
	"media.icederby-live.com": true,
	"i.imgur.com":             true,
	"live.staticflickr.com":   true,
}

func checkPhotoURL(raw string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return err
	}
	if u.Scheme != "https" || u.User != nil || u.Port() != "" || !photoHosts[u.Hostname()] {
		return errors.New("photo must be an https link from a supported photo host")
	}
	return nil
}

func photoWorker(jobs <-chan photoJob, dir string) {
	client := &http.Client{Timeout: 20 * time.Second}
	for j := range jobs {
		resp, err := client.Get(j.url)
		if err != nil {
			log.Printf("catch %s: %v", j.catchID, err)
			continue
		}
		f, err := os.Create(filepath.Join(dir, j.catchID+".img"))
		if err == nil {
			io.Copy(f, io.LimitReader(resp.Body, 15<<20))
			f.Close()
		}
		resp.Body.Close()
	}
}

func main() {
	jobs := make(chan photoJob, 50)
	for i := 0; i < 3; i++ {
		go photoWorker(jobs, "/var/lib/derby/judging")
	}

	http.HandleFunc("/catches", func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		var c catch
		if err := json.NewDecoder(r.Body).Decode(&c); err != nil || c.Species == "" || c.LengthCM <= 0 {
			http.Error(w, "species, length and photo are required", http.StatusBadRequest)
			return
		}
		id := fmt.Sprintf("C%d", time.Now().UnixNano())

		checked := make(chan error, 1)
		go func() { checked <- checkPhotoURL(c.PhotoURL) }()
		if err := <-checked; err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		jobs <- photoJob{catchID: id, url: c.PhotoURL}
		w.WriteHeader(http.StatusAccepted)
		json.NewEncoder(w).Encode(map[string]string{"catch_id": id, "status": "awaiting judges"})
	})
	log.Fatal(http.ListenAndServe(":8400", nil))
}
