// Stores the colour theme so the page script can apply it before first paint.
package main

import "net/http"

func setThemePreference(w http.ResponseWriter, r *http.Request) {
	theme := "light"
	if r.FormValue("theme") == "dark" {
		theme = "dark"
	}
	http.SetCookie(w, &http.Cookie{
		Name:     "theme",
		Value:    theme,
		Path:     "/",
		MaxAge:   365 * 24 * 3600,
		HttpOnly: false,
		SameSite: http.SameSiteLaxMode,
	})
	http.Redirect(w, r, "/", http.StatusSeeOther)
}
