// Login form handler that signs the user in and sends them back to the page they came from.
package web

import (
	"net/http"
	"net/url"
	"strings"
	"time"
)

type Authenticator interface {
	Authenticate(email, password string) (sessionID string, err error)
}

type LoginHandler struct {
	Auth Authenticator
}

func returnTarget(r *http.Request) string {
	next := strings.TrimSpace(r.FormValue("next"))
	if next == "" || !strings.HasPrefix(next, "/") || strings.HasPrefix(next, "//") || strings.ContainsRune(next, '\\') {
		return "/dashboard"
	}
	u, err := url.Parse(next)
	if err != nil || u.IsAbs() || u.Host != "" {
		return "/dashboard"
	}
	return u.RequestURI()
}

func (h *LoginHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return
	}
	sid, err := h.Auth.Authenticate(r.PostForm.Get("email"), r.PostForm.Get("password"))
	if err != nil {
		http.Error(w, "invalid email or password", http.StatusUnauthorized)
		return
	}
	http.SetCookie(w, &http.Cookie{
		Name:     "sid",
		Value:    sid,
		Path:     "/",
		Expires:  time.Now().Add(12 * time.Hour),
		Secure:   true,
		HttpOnly: true,
		SameSite: http.SameSiteLaxMode,
	})
	http.Redirect(w, r, returnTarget(r), http.StatusSeeOther)
}
