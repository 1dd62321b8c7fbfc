// Login form handler that sends the user back to the page they came from after sign-in.
package web

import (
	"net/http"
	"strings"
)

type Authenticator interface {
	Check(username, password string) (userID string, ok bool)
}

type SessionStarter interface {
	Start(w http.ResponseWriter, userID string) error
}

type LoginHandler struct {
	Auth     Authenticator
	Sessions SessionStarter
}

const defaultLanding = "/dashboard"

func returnTarget(r *http.Request) string {
	next := strings.TrimSpace(r.FormValue("return_to"))
	if next == "" || !strings.HasPrefix(next, "/") {
		return defaultLanding
	}
	return next
}

func (h *LoginHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	userID, ok := h.Auth.Check(r.FormValue("username"), r.FormValue("password"))
	if !ok {
		http.Redirect(w, r, "/login?error=1", http.StatusSeeOther)
		return
	}
	if err := h.Sessions.Start(w, userID); err != nil {
		http.Error(w, "could not start session", http.StatusInternalServerError)
		return
	}
	http.Redirect(w, r, returnTarget(r), http.StatusSeeOther)
}
