// Link preview service that fetches a page and returns its HTML title.
package main

import (
	"encoding/json"
	"io"
	"log"
	"net/http"
	"net/url"
	"regexp"
	"time"
)

var titleRe = regexp.MustCompile(`(?is)<title[^>]*>(.*?)</title>`)

var previewHosts = map[string]bool{"github.com": true, "en.wikipedia.org": true, "www.youtube.com": true}

var client = &http.Client{
	Timeout:       5 * time.Second,
	CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
}

func allowedTarget(raw string) bool {
	u, err := url.Parse(raw)
	return err == nil && u.Scheme == "https" && u.User == nil && u.Port() == "" && previewHosts[u.Hostname()]
}

func fetchTitle(target string) (string, error) {
	resp, err := client.Get(target)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if m := titleRe.FindSubmatch(body); m != nil {
		return string(m[1]), nil
	}
	return "", nil
}

func preview(w http.ResponseWriter, r *http.Request) {
	target := r.URL.Query().Get("url")
	if !allowedTarget(target) {
		http.Error(w, "host not allowed for previews", http.StatusBadRequest)
		return
	}
	title, err := fetchTitle(target)
	if err != nil {
		http.Error(w, "could not fetch page", http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]string{"url": target, "title": title})
}

func main() {
	http.HandleFunc("/preview", preview)
	log.Fatal(http.ListenAndServe(":8091", nil))
}
