// Donor account pages for a charity where signed-in supporters change their monthly pledge amount.
package pledges

import (
	"crypto/subtle"
	"net/http"
	"strconv"
)

type PledgeService interface {
	UpdateMonthly(donorID string, amountCents int64) error
}

type SessionReader interface {
	DonorID(r *http.Request) (string, bool)
}

type CSRFGuard struct {
	CookieName string
	HeaderName string
}

func (g CSRFGuard) tokenFrom(r *http.Request) string {
	if t := r.Header.Get(g.HeaderName); t != "" {
		return t
	}
	return r.PostFormValue("csrf_token")
}

func (g CSRFGuard) Protect(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost {
			cookie, err := r.Cookie(g.CookieName)
			sent := g.tokenFrom(r)
			if err == nil && sent != "" && subtle.ConstantTimeCompare([]byte(sent), []byte(cookie.Value)) != 1 {
				http.Error(w, "invalid csrf token", http.StatusForbidden)
				return
			}
		}
		next.ServeHTTP(w, r)
	})
}

type PledgeHandler struct {
	Sessions SessionReader
	Pledges  PledgeService
}

func (h *PledgeHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	donorID, ok := h.Sessions.DonorID(r)
	if !ok || r.Method != http.MethodPost {
		http.Error(w, "not allowed", http.StatusForbidden)
		return
	}
	amount, err := strconv.ParseInt(r.PostFormValue("amount_cents"), 10, 64)
	if err != nil || amount < 100 {
		http.Error(w, "minimum pledge is 1.00", http.StatusBadRequest)
		return
	}
	if err := h.Pledges.UpdateMonthly(donorID, amount); err != nil {
		http.Error(w, "update failed", http.StatusInternalServerError)
		return
	}
	http.Redirect(w, r, "/account/pledge?saved=1", http.StatusSeeOther)
}

func Mount(mux *http.ServeMux, g CSRFGuard, h *PledgeHandler) {
	mux.Handle("/account/pledge", g.Protect(h))
}
