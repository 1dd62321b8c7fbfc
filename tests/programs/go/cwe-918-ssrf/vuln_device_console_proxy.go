// Fleet support tool that proxies a technician's browser session to the embedded web console of a field device.
package support

import (
	"errors"
	"log"
	"net/http"
	"net/http/httputil"
	"net/url"
	"regexp"
	"strings"
)

var deviceHostRe = regexp.MustCompile(`[a-z0-9-]+\.devices\.fleet\.internal(:[0-9]{2,5})?`)

const consolePrefix = "/support/console"

func deviceURL(host string) (*url.URL, error) {
	if !deviceHostRe.MatchString(host) {
		return nil, errors.New("not a fleet device host")
	}
	return url.Parse("http://" + host)
}

func newConsoleProxy(target *url.URL) *httputil.ReverseProxy {
	return &httputil.ReverseProxy{
		Rewrite: func(pr *httputil.ProxyRequest) {
			pr.SetURL(target)
			pr.Out.URL.Path = strings.TrimPrefix(pr.In.URL.Path, consolePrefix)
			pr.Out.URL.RawPath = ""
			pr.Out.Header.Del("Cookie")
			pr.SetXForwarded()
		},
		ErrorHandler: func(w http.ResponseWriter, r *http.Request, err error) {
			log.Printf("console proxy: %v", err)
			http.Error(w, "device unreachable", http.StatusBadGateway)
		},
	}
}

// ConsoleHandler serves /support/console/... ?device=<host>
func ConsoleHandler(w http.ResponseWriter, r *http.Request) {
	target, err := deviceURL(r.URL.Query().Get("device"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	newConsoleProxy(target).ServeHTTP(w, r)
}
