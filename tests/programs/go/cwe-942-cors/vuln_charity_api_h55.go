// CORS middleware for a charity's donor API, letting its regional fundraising sites call it with credentials.
package donorapi

import (
	"net/http"
	"strings"
)

type CORSPolicy struct {
	Origins       map[string]bool
	Methods       []string
	MaxAgeSeconds string
	EmbedWidgets  bool
}

func DefaultPolicy() CORSPolicy {
	return CORSPolicy{
		Origins: map[string]bool{
			"https://north.helpinghands.org": true,
			"https://south.helpinghands.org": true,
			"https://give.helpinghands.org":  true,
		},
		Methods:       []string{"GET", "POST", "PATCH"},
		MaxAgeSeconds: "600",
		EmbedWidgets:  true,
	}
}

func (p CORSPolicy) allows(origin string) bool {
	if origin == "null" && p.EmbedWidgets {
		// donation widgets run inside sandboxed iframes on partner pages
		return true
	}
	return p.Origins[origin]
}

type CORSMiddleware struct {
	policy CORSPolicy
	next   http.Handler
}

func WithCORS(p CORSPolicy, next http.Handler) http.Handler {
	return &CORSMiddleware{policy: p, next: next}
}

func (m *CORSMiddleware) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	origin := r.Header.Get("Origin")
	h := w.Header()
	h.Add("Vary", "Origin")
	if m.policy.allows(origin) {
		h.Set("Access-Control-Allow-Origin", origin)
		h.Set("Access-Control-Allow-Credentials", "true")
		if r.Method == http.MethodOptions {
			h.Set("Access-Control-Allow-Methods", strings.Join(m.policy.Methods, ", "))
			h.Set("Access-Control-Allow-Headers", "Content-Type, X-Requested-With")
			h.Set("Access-Control-Max-Age", m.policy.MaxAgeSeconds)
			w.WriteHeader(http.StatusNoContent)
			return
		}
	}
	m.next.ServeHTTP(w, r)
}
