// Chi route that ends the SSO session and returns the browser to the calling application.
package sso

import (
	"net/http"
	"net/url"
	"strings"

	"github.com/go-chi/chi/v5"
)

const defaultReturn = "https://www.example.com/"

type SessionStore interface {
	Destroy(r *http.Request, w http.ResponseWriter) error
}

type LogoutHandler struct {
	Sessions SessionStore
}

func (h *LogoutHandler) Mount(r chi.Router) {
	r.Get("/logout", h.logout)
}

func returnTarget(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" {
		return defaultReturn
	}
	if !strings.HasSuffix(u.Hostname(), "example.com") {
		return defaultReturn
	}
	return u.String()
}

func (h *LogoutHandler) logout(w http.ResponseWriter, r *http.Request) {
	if err := h.Sessions.Destroy(r, w); err != nil {
		http.Error(w, "logout failed", http.StatusInternalServerError)
		return
	}
	target := returnTarget(r.URL.Query().Get("return_to"))
	w.Header().Set("Cache-Control", "no-store")
	http.Redirect(w, r, target, http.StatusFound)
}
