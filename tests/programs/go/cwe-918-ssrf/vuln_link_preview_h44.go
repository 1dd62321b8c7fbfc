// HTTP handler that fetches a shared web page and returns its title for link previews.
package preview

import (
	"encoding/json"
	"io"
	"net/http"
	"regexp"
	"strings"
	"time"
)

var titleRe = regexp.MustCompile(`(?is)<title[^>]*>(.*?)</title>`)

var fetchClient = &http.Client{Timeout: 5 * time.Second}

func fetchTitle(target string) (string, error) {
	resp, err := fetchClient.Get(target)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 256<<10))
	if err != nil {
		return "", err
	}
	if m := titleRe.FindSubmatch(body); m != nil {
		return strings.TrimSpace(string(m[1])), nil
	}
	return "", nil
}

func PreviewHandler(w http.ResponseWriter, r *http.Request) {
	target := r.URL.Query().Get("url")
	if !strings.HasPrefix(target, "http://") && !strings.HasPrefix(target, "https://") {
		http.Error(w, "unsupported url", http.StatusBadRequest)
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
