// Link-preview endpoint that asks the media provider's oEmbed API for a title and thumbnail.
package preview

import (
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
)

var providers = map[string]string{
	"youtube.com":     "https://www.youtube.com/oembed",
	"www.youtube.com": "https://www.youtube.com/oembed",
	"vimeo.com":       "https://vimeo.com/api/oembed.json",
	"soundcloud.com":  "https://soundcloud.com/oembed",
}

var client = &http.Client{Timeout: 5 * time.Second}

type Card struct {
	Title        string `json:"title"`
	ThumbnailURL string `json:"thumbnail_url"`
	Provider     string `json:"provider_name"`
}

func oembedEndpoint(u *url.URL) (string, bool) {
	endpoint, ok := providers[strings.ToLower(u.Hostname())]
	return endpoint, ok
}

func PreviewHandler(w http.ResponseWriter, r *http.Request) {
	raw := r.URL.Query().Get("url")
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") {
		http.Error(w, "a http(s) url is required", http.StatusBadRequest)
		return
	}
	endpoint, ok := oembedEndpoint(u)
	if !ok {
		http.Error(w, "provider not supported", http.StatusUnprocessableEntity)
		return
	}
	resp, err := client.Get(endpoint + "?format=json&url=" + url.QueryEscape(raw))
	if err != nil {
		http.Error(w, "provider unreachable", http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	var card Card
	if err := json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(&card); err != nil {
		http.Error(w, "provider returned invalid data", http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(card)
}
