// Cookie store configuration for the admin console sessions.
package main

import (
	"net/http"
	"os"

	"github.com/gorilla/sessions"
)

var adminStore = sessions.NewCookieStore([]byte(os.Getenv("ADMIN_SESSION_KEY")))

func configureAdminStore() {
	adminStore.Options = &sessions.Options{
		Path:     "/admin",
		MaxAge:   3600 * 8,
		HttpOnly: true,
		Secure:   false,
	}
}

func adminLogin(w http.ResponseWriter, r *http.Request) {
	s, _ := adminStore.Get(r, "admin-session")
	s.Values["user"] = r.FormValue("user")
	s.Save(r, w)
}
