// a method of the proxy type fetches the URL its handler method passes on
package main

import (
	"io"
	"net/http"
	"time"
)

type Proxy struct {
	client *http.Client
}

func (p *Proxy) fetch(target string) (*http.Response, error) {
	return p.client.Get(target)
}

func (p *Proxy) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	resp, err := p.fetch(r.URL.Query().Get("target"))
	if err != nil {
		http.Error(w, "upstream error", http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	io.Copy(w, resp.Body)
}

func main() {
	p := &Proxy{client: &http.Client{Timeout: 5 * time.Second}}
	http.ListenAndServe(":8080", p)
}
