// Login form handler that sends the user back to the page they came from after signing in.
package web

import (
	"net/http"
	"strings"
)

type Authenticator interface {
	Login(w http.ResponseWriter, username, password string) error
}

const fallbackTarget = "/dashboard"

func redirectTarget(next string) string {
	if next == "" || !strings.HasPrefix(next, "/") {
		return fallbackTarget
	}
	return next
}

func LoginHandler(auth Authenticator) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		if err := r.ParseForm(); err != nil {
			http.Error(w, "bad form", http.StatusBadRequest)
			return
		}
		if err := auth.Login(w, r.PostForm.Get("username"), r.PostForm.Get("password")); err != nil {
			http.Redirect(w, r, "/login?error=1", http.StatusSeeOther)
			return
		}
		next := redirectTarget(r.URL.Query().Get("next"))
		http.Redirect(w, r, next, http.StatusSeeOther)
	}
}
