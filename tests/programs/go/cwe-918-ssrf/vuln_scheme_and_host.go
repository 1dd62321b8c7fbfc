// Go handler that proxies API calls to the partner API cluster
package handlers

import (
	"io"
	"net/http"
	"net/url"
	"strings"
)

func PartnerProxyLoose(w http.ResponseWriter, r *http.Request) {
	u, err := url.Parse(r.URL.Query().Get("target"))
	if err != nil || (u.Scheme != "https" && !strings.HasSuffix(u.Host, ".api.partner.com")) {
		http.Error(w, "target not allowed", http.StatusBadRequest)
		return
	}
	resp, err := http.Get(u.String())
	if err != nil {
		http.Error(w, "upstream failed", http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	io.Copy(w, resp.Body)
}
