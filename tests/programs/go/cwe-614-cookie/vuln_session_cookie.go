// Issues the session cookie once the customer portal has authenticated a user.
package portal

import (
	"net/http"
	"time"
)

type CookieSettings struct {
	Name   string
	Domain string
	MaxAge time.Duration
}

var portalCookie = CookieSettings{Name: "portal_session", Domain: "portal.example.com", MaxAge: 12 * time.Hour}

type userIDKey struct{}

type SessionStore interface {
	Create(userID int64) (string, error)
}

func setSessionCookie(w http.ResponseWriter, cs CookieSettings, value string) {
	http.SetCookie(w, &http.Cookie{
		Name:     cs.Name,
		Value:    value,
		Path:     "/",
		Domain:   cs.Domain,
		MaxAge:   int(cs.MaxAge.Seconds()),
		HttpOnly: true,
		SameSite: http.SameSiteLaxMode,
	})
}

func SignInComplete(store SessionStore) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		userID, ok := r.Context().Value(userIDKey{}).(int64)
		if !ok {
			http.Error(w, "not authenticated", http.StatusUnauthorized)
			return
		}
		sid, err := store.Create(userID)
		if err != nil {
			http.Error(w, "could not start session", http.StatusInternalServerError)
			return
		}
		setSessionCookie(w, portalCookie, sid)
		http.Redirect(w, r, "/home", http.StatusSeeOther)
	}
}
