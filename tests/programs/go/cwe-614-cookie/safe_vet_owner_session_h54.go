// Sign-in for the pet owner portal of a veterinary practice, backed by a cookie session store.
package main

import (
	"net/http"
	"os"

	"github.com/gorilla/sessions"
	"golang.org/x/crypto/bcrypt"
)

type storeOption func(*sessions.Options)

func withPath(p string) storeOption { return func(o *sessions.Options) { o.Path = p } }
func withMaxAge(s int) storeOption  { return func(o *sessions.Options) { o.MaxAge = s } }
func withHTTPOnly() storeOption     { return func(o *sessions.Options) { o.HttpOnly = true } }
func withSecure() storeOption       { return func(o *sessions.Options) { o.Secure = true } }
func withSameSite(m http.SameSite) storeOption {
	return func(o *sessions.Options) { o.SameSite = m }
}

func newStore(key []byte, opts ...storeOption) *sessions.CookieStore {
	store := sessions.NewCookieStore(key)
	for _, apply := range opts {
		apply(store.Options)
	}
	return store
}

func signIn(store sessions.Store, check func(email, pw string) (int, bool)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		ownerID, ok := check(r.PostFormValue("email"), r.PostFormValue("password"))
		if !ok {
			http.Error(w, "invalid e-mail or password", http.StatusUnauthorized)
			return
		}
		sess, _ := store.Get(r, "owner_portal")
		sess.Values["owner_id"] = ownerID
		if err := sess.Save(r, w); err != nil {
			http.Error(w, "session error", http.StatusInternalServerError)
			return
		}
		http.Redirect(w, r, "/pets", http.StatusSeeOther)
	}
}

func main() {
	store := newStore([]byte(os.Getenv("OWNER_SESSION_KEY")),
		withPath("/"), withMaxAge(8*3600), withHTTPOnly(), withSecure(), withSameSite(http.SameSiteLaxMode))
	check := func(email, pw string) (int, bool) {
		hash := []byte(os.Getenv("FRONT_DESK_OWNER_HASH"))
		return 4411, email == "frontdesk@pawsclinic.example" && bcrypt.CompareHashAndPassword(hash, []byte(pw)) == nil
	}
	http.Handle("/login", signIn(store, check))
	http.ListenAndServeTLS(":8443", "/etc/pawsclinic/tls.crt", "/etc/pawsclinic/tls.key", nil)
}
