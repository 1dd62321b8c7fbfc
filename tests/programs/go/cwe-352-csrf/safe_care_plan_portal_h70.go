// A care plan portal program of the h70 set (cwe-352-csrf).
package main

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"fmt"
	"log"
	"net/http"
	"slices"

	"github.com/gorilla/mux"
)

type route struct {
	method  string
	path    string
	handler http.HandlerFunc
}

type middleware func(http.Handler) http.Handler

func chain(h http.Handler, mws ...middleware) http.Handler {
	for _, mw := range slices.Backward(mws) {
		h = mw(h)
	}
	return h
}

func sessionRequired(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if c, err := r.Cookie("bn_session"); err != nil || c.Value == "" {
			http.Redirect(w, r, "/login", http.StatusSeeOther)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// issueCSRF makes sure every visitor has a csrf cookie the page script can echo back.
func issueCSRF(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, err := r.Cookie("bn_csrf"); err != nil {
			buf := make([]byte, 32)
			rand.Read(buf)
			http.SetCookie(w, &http.Cookie{Name: "bn_csrf", Value: hex.EncodeToString(buf), Path: "/", Secure: true, SameSite: http.SameSiteLaxMode})
		}
		next.ServeHTTP(w, r)
	})
}

func checkCSRF(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodGet || r.Method == http.MethodHead {
			next.ServeHTTP(w, r)
			return
		}
		cookie, err := r.Cookie("bn_csrf")
		sent := r.Header.Get("X-CSRF-Token")
		if err != nil || sent == "" || subtle.ConstantTimeCompare([]byte(sent), []byte(cookie.Value)) != 1 {
			http.Error(w, "csrf token mismatch", http.StatusForbidden)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func listPlans(w http.ResponseWriter, r *http.Request) {
	fmt.Fprintln(w, `[{"id":"cp-118","tree":"Juniper procumbens","service":"winter storage"}]`)
}

func cancelPlan(w http.ResponseWriter, r *http.Request) {
	id := mux.Vars(r)["id"]
	log.Printf("care plan %s cancelled", id)
	w.WriteHeader(http.StatusNoContent)
}

func changeAddress(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return
	}
	log.Printf("collection address updated to %q", r.PostForm.Get("address"))
	w.WriteHeader(http.StatusNoContent)
}

func main() {
	routes := []route{
		{http.MethodGet, "/plans", listPlans},
		{http.MethodPost, "/plans/{id}/cancel", cancelPlan},
		{http.MethodPost, "/account/address", changeAddress},
	}
	stack := []middleware{sessionRequired, issueCSRF, checkCSRF}

	r := mux.NewRouter()
	for _, rt := range routes {
		r.Handle(rt.path, chain(rt.handler, stack...)).Methods(rt.method)
	}
	log.Fatal(http.ListenAndServe(":8044", r))
}
