// Link preview endpoint that fetches a URL posted in chat and reports its content type.
package main

import (
	"encoding/json"
	"net/http"
	"time"
)

var previewClient = &http.Client{Timeout: 5 * time.Second}

func linkPreview(w http.ResponseWriter, r *http.Request) {
	target := r.URL.Query().Get("url")
	resp, err := previewClient.Get(target)
	if err != nil {
		http.Error(w, "fetch failed", http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]interface{}{
		"status":       resp.StatusCode,
		"content_type": resp.Header.Get("Content-Type"),
		"length":       resp.ContentLength,
	})
}

func main() {
	http.HandleFunc("/chat/preview", linkPreview)
}
