// Sign-in handler for the patient portal: starts the session and returns the user to their page.
package portal

import (
	"net/http"
	"net/url"
	"os"
	"strings"
)

type PortalConfig struct {
	Domain      string
	DefaultPage string
}

func LoadPortalConfig() PortalConfig {
	return PortalConfig{Domain: os.Getenv("PORTAL_DOMAIN"), DefaultPage: "/appointments"}
}

type LoginForm struct{ Username, Password, Next string }

type Authenticator interface {
	Authenticate(user, pass string) (sessionID string, err error)
}

type LoginController struct {
	cfg  PortalConfig
	auth Authenticator
}

func isLocalPath(p string) bool {
	if !strings.HasPrefix(p, "/") || strings.HasPrefix(p, "//") || strings.HasPrefix(p, "/\\") {
		return false
	}
	u, err := url.Parse(p)
	return err == nil && u.Scheme == "" && u.Host == ""
}

func (lc *LoginController) returnTarget(next string) string {
	if !isLocalPath(next) {
		return lc.cfg.DefaultPage
	}
	return next
}

func (lc *LoginController) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return
	}
	form := LoginForm{Username: r.PostForm.Get("username"), Password: r.PostForm.Get("password"), Next: r.Form.Get("next")}
	sid, err := lc.auth.Authenticate(form.Username, form.Password)
	if err != nil {
		http.Redirect(w, r, "/login?error=1", http.StatusSeeOther)
		return
	}
	http.SetCookie(w, &http.Cookie{Name: "portal_sid", Value: sid, Path: "/", Secure: true, HttpOnly: true, SameSite: http.SameSiteLaxMode})
	http.Redirect(w, r, lc.returnTarget(form.Next), http.StatusSeeOther)
}
