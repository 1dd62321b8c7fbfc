// Chi routes in a law firm's client portal that let signed-in clients update retainer billing details.
package clientportal

import (
	"crypto/subtle"
	"net/http"

	"github.com/go-chi/chi/v5"
)

type Sessions interface {
	ClientID(sessionID string) (string, bool)
	CSRFToken(sessionID string) string
}

type BillingUpdater func(clientID, iban, billingEmail string) error

func requireSession(s Sessions) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			c, err := r.Cookie("lf_session")
			if err != nil {
				http.Redirect(w, r, "/login", http.StatusSeeOther)
				return
			}
			if _, ok := s.ClientID(c.Value); !ok {
				http.Redirect(w, r, "/login", http.StatusSeeOther)
				return
			}
			next.ServeHTTP(w, r)
		})
	}
}

func verifyCSRF(s Sessions) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			c, _ := r.Cookie("lf_session")
			sent := r.Header.Get("X-CSRF-Token")
			if sent == "" {
				sent = r.PostFormValue("csrf_token")
			}
			want := s.CSRFToken(c.Value)
			if sent == "" || want == "" || subtle.ConstantTimeCompare([]byte(sent), []byte(want)) != 1 {
				http.Error(w, "forbidden", http.StatusForbidden)
				return
			}
			next.ServeHTTP(w, r)
		})
	}
}

func Routes(s Sessions, update BillingUpdater) http.Handler {
	r := chi.NewRouter()
	r.Use(requireSession(s))
	r.With(verifyCSRF(s)).Post("/retainer/billing", func(w http.ResponseWriter, r *http.Request) {
		c, _ := r.Cookie("lf_session")
		clientID, _ := s.ClientID(c.Value)
		if err := update(clientID, r.PostFormValue("iban"), r.PostFormValue("billing_email")); err != nil {
			http.Error(w, "update failed", http.StatusBadRequest)
			return
		}
		http.Redirect(w, r, "/retainer?updated=1", http.StatusSeeOther)
	})
	return r
}
