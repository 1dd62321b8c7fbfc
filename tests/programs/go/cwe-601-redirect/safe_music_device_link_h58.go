// music device link (h58 set)
package linking

import (
	"net/http"
	"net/url"
	"os"
	"slices"
	"strings"

	"github.com/go-chi/chi/v5"
)

// settings are loaded once when the service boots.
type settings struct {
	DefaultReturn string
	TrustedHosts  []string
}

func loadSettings() settings {
	return settings{
		DefaultReturn: os.Getenv("LINK_DEFAULT_RETURN"),
		TrustedHosts:  strings.Split(os.Getenv("LINK_TRUSTED_HOSTS"), ","),
	}
}

// DeviceLinker completes pairing of a smart speaker with a listener account.
type DeviceLinker interface {
	Complete(r *http.Request, deviceCode string) error
}

type step func(r *http.Request) (string, bool)

func param(name string) step {
	return func(r *http.Request) (string, bool) {
		v := strings.TrimSpace(r.URL.Query().Get(name))
		return v, v != ""
	}
}

// returnTarget picks the page the listener came from (web player, TV app, partner site).
func returnTarget(cfg settings, raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || u.Host == "" || !slices.Contains(cfg.TrustedHosts, u.Hostname()) {
		return cfg.DefaultReturn
	}
	return u.String()
}

func callback(cfg settings, linker DeviceLinker) http.HandlerFunc {
	deviceCode, returnTo := param("device_code"), param("return_to")
	return func(w http.ResponseWriter, r *http.Request) {
		code, ok := deviceCode(r)
		if !ok {
			http.Error(w, "missing device code", http.StatusBadRequest)
			return
		}
		if err := linker.Complete(r, code); err != nil {
			http.Error(w, "could not link device", http.StatusUnauthorized)
			return
		}
		target := cfg.DefaultReturn
		if raw, ok := returnTo(r); ok {
			target = returnTarget(cfg, raw)
		}
		http.Redirect(w, r, target, http.StatusFound)
	}
}

// Routes exposes the device linking flow under /link.
func Routes(linker DeviceLinker) chi.Router {
	cfg := loadSettings()
	r := chi.NewRouter()
	r.Get("/callback", callback(cfg, linker))
	r.Get("/status", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusNoContent) })
	return r
}
