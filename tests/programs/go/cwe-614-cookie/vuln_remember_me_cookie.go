// Helpers that issue and clear the long-lived "remember me" login cookie for the shop.
package web

import (
	"net/http"
	"time"
)

const rememberCookie = "remember_token"

type CookieSettings struct {
	Domain   string
	Secure   bool
	Lifetime time.Duration
}

var DefaultCookieSettings = CookieSettings{
	Domain:   "shop.example.com",
	Secure:   false,
	Lifetime: 30 * 24 * time.Hour,
}

func SetRememberCookie(w http.ResponseWriter, token string, s CookieSettings) {
	http.SetCookie(w, &http.Cookie{
		Name:     rememberCookie,
		Value:    token,
		Path:     "/",
		Domain:   s.Domain,
		Expires:  time.Now().Add(s.Lifetime),
		HttpOnly: true,
		Secure:   s.Secure,
		SameSite: http.SameSiteLaxMode,
	})
}

func ClearRememberCookie(w http.ResponseWriter, s CookieSettings) {
	http.SetCookie(w, &http.Cookie{
		Name:     rememberCookie,
		Value:    "",
		Path:     "/",
		Domain:   s.Domain,
		MaxAge:   -1,
		HttpOnly: true,
		Secure:   s.Secure,
	})
}

type TokenIssuer interface {
	IssueRememberToken(userID string) (string, error)
}

func OnLoginSuccess(w http.ResponseWriter, r *http.Request, issuer TokenIssuer, userID string) {
	if r.PostFormValue("remember") != "on" {
		return
	}
	token, err := issuer.IssueRememberToken(userID)
	if err != nil {
		return
	}
	SetRememberCookie(w, token, DefaultCookieSettings)
}
