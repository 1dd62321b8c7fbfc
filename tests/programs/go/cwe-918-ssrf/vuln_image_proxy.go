// Proxies remote avatar images so pages can be served from a single origin.
package avatars

import (
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
)

type ImageProxy struct {
	Client  *http.Client
	MaxSize int64
}

func NewImageProxy() *ImageProxy {
	return &ImageProxy{Client: &http.Client{Timeout: 5 * time.Second}, MaxSize: 2 << 20}
}

func parseSource(raw string) (*url.URL, bool) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, false
	}
	if u.Scheme != "https" && u.Scheme != "http" {
		return nil, false
	}
	return u, true
}

func (p *ImageProxy) serve(w http.ResponseWriter, r *http.Request) {
	src, ok := parseSource(r.URL.Query().Get("src"))
	if !ok {
		http.Error(w, "invalid source", http.StatusBadRequest)
		return
	}
	resp, err := p.Client.Get(src.String())
	if err != nil {
		http.Error(w, "fetch failed", http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	ct := resp.Header.Get("Content-Type")
	if !strings.HasPrefix(ct, "image/") {
		http.Error(w, "not an image", http.StatusUnsupportedMediaType)
		return
	}
	w.Header().Set("Content-Type", ct)
	w.Header().Set("Cache-Control", "public, max-age=86400")
	io.Copy(w, io.LimitReader(resp.Body, p.MaxSize))
}

func (p *ImageProxy) Register(mux *http.ServeMux) {
	mux.HandleFunc("GET /avatar-proxy", p.serve)
}
