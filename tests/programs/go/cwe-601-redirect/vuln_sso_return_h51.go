// Completes a library patron's single sign-on and sends them back to the page they came from.
package patrons

import (
	"net/http"
	"strings"
	"time"
)

type SSOCallback struct {
	Exchange func(code string) (sessionID string, err error)
}

func returnTarget(next string) string {
	if next == "" || !strings.HasPrefix(next, "/") {
		return "/account"
	}
	return next
}

func (cb *SSOCallback) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	stateCookie, err := r.Cookie("sso_state")
	if err != nil || stateCookie.Value == "" || stateCookie.Value != q.Get("state") {
		http.Error(w, "sign-in state mismatch", http.StatusBadRequest)
		return
	}
	sid, err := cb.Exchange(q.Get("code"))
	if err != nil {
		http.Error(w, "sign-in failed", http.StatusUnauthorized)
		return
	}
	http.SetCookie(w, &http.Cookie{
		Name:     "patron_session",
		Value:    sid,
		Path:     "/",
		Expires:  time.Now().Add(8 * time.Hour),
		Secure:   true,
		HttpOnly: true,
		SameSite: http.SameSiteLaxMode,
	})
	http.Redirect(w, r, returnTarget(q.Get("next")), http.StatusFound)
}
