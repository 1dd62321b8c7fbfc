// Sign-in form handler for the public library's catalogue site that returns patrons to the page they came from.
package opac

import (
	"net/http"
	"net/url"
	"strings"
	"time"
)

type Authenticator func(card, pin string) (sessionID string, ok bool)

const defaultLanding = "/account/loans"

func landingFor(next string) string {
	if !strings.HasPrefix(next, "/") || strings.HasPrefix(next, "//") || strings.ContainsAny(next, "\\\r\n\t") {
		return defaultLanding
	}
	u, err := url.Parse(next)
	if err != nil || u.IsAbs() || u.Host != "" {
		return defaultLanding
	}
	return u.RequestURI()
}

func decorate(h http.HandlerFunc, decorators ...func(http.HandlerFunc) http.HandlerFunc) http.HandlerFunc {
	for _, d := range decorators {
		h = d(h)
	}
	return h
}

func postOnly(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		h(w, r)
	}
}

func SignIn(auth Authenticator) http.HandlerFunc {
	return decorate(func(w http.ResponseWriter, r *http.Request) {
		sid, ok := auth(r.PostFormValue("card"), r.PostFormValue("pin"))
		if !ok {
			http.Redirect(w, r, "/signin?error=1", http.StatusSeeOther)
			return
		}
		http.SetCookie(w, &http.Cookie{
			Name: "opac_sid", Value: sid, Path: "/", HttpOnly: true, Secure: true,
			SameSite: http.SameSiteLaxMode, Expires: time.Now().Add(8 * time.Hour),
		})
		http.Redirect(w, r, landingFor(r.FormValue("next")), http.StatusSeeOther)
	}, postOnly)
}
