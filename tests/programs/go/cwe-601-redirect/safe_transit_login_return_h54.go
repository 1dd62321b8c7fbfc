// Sign-in form handler for the transit rider account site that returns riders to their page.
package main

import (
	"net/http"
	"net/url"
	"strings"
)

type authFunc func(email, password string) (string, bool)

func isLocalPath(p string) bool {
	if !strings.HasPrefix(p, "/") || strings.HasPrefix(p, "//") || strings.ContainsAny(p, "\\\r\n\t") {
		return false
	}
	u, err := url.Parse(p)
	return err == nil && u.Scheme == "" && u.Host == "" && u.User == nil
}

func pick(values []string, ok func(string) bool, fallback string) string {
	for _, v := range values {
		if v != "" && ok(v) {
			return v
		}
	}
	return fallback
}

func signIn(auth authFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		session, ok := auth(r.PostFormValue("email"), r.PostFormValue("password"))
		if !ok {
			http.Redirect(w, r, "/login?error=1", http.StatusSeeOther)
			return
		}
		http.SetCookie(w, &http.Cookie{
			Name: "rider_session", Value: session, Path: "/",
			Secure: true, HttpOnly: true, SameSite: http.SameSiteLaxMode,
		})
		candidates := []string{r.PostFormValue("return_to"), r.URL.Query().Get("next")}
		target := pick(candidates, isLocalPath, "/account/trips")
		http.Redirect(w, r, target, http.StatusSeeOther)
	}
}

func main() {
	demo := func(email, password string) (string, bool) {
		return "s-" + email, email != "" && len(password) >= 8
	}
	http.Handle("/login", signIn(demo))
	http.ListenAndServe(":8098", nil)
}
