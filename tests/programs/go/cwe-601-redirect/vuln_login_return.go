// Handles the sign-in form and sends the user back to the page they came from.
package web

import (
	"net/http"
	"strings"
)

type Authenticator interface {
	Check(username, password string) (sessionID string, ok bool)
}

type LoginHandler struct {
	Auth Authenticator
}

func returnTarget(r *http.Request) string {
	next := r.FormValue("next")
	if next == "" || !strings.HasPrefix(next, "/") {
		return "/dashboard"
	}
	return next
}

func (h *LoginHandler) submit(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return
	}
	sid, ok := h.Auth.Check(r.PostFormValue("username"), r.PostFormValue("password"))
	if !ok {
		http.Redirect(w, r, "/login?error=1", http.StatusSeeOther)
		return
	}
	http.SetCookie(w, &http.Cookie{
		Name: "sid", Value: sid, Path: "/",
		Secure: true, HttpOnly: true, SameSite: http.SameSiteLaxMode,
	})
	http.Redirect(w, r, returnTarget(r), http.StatusSeeOther)
}

func (h *LoginHandler) Register(mux *http.ServeMux) {
	mux.HandleFunc("POST /login", h.submit)
}
