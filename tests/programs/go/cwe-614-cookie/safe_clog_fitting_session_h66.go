// A clog fitting session program of the h66 set (cwe-614-cookie).
package main

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log"
	"net/http"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/julienschmidt/httprouter"
)

// Customers book a fitting online, then come to the workshop to have
// their feet traced for a pair of made-to-measure clogs. The fitting
// session lets them see and change their tracing appointment.

type fitting struct {
	Customer string
	Email    string
	Slot     string
}

var (
	sessionsMu sync.Mutex
	sessions   = map[string]*fitting{}
)

const sessionCookie = "fitting_sid"

func newSessionID() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return hex.EncodeToString(b), nil
}

func startFitting(w http.ResponseWriter, r *http.Request, _ httprouter.Params) {
	r.ParseForm()
	f := &fitting{
		Customer: strings.TrimSpace(r.PostForm.Get("name")),
		Email:    strings.TrimSpace(r.PostForm.Get("email")),
		Slot:     r.PostForm.Get("slot"),
	}
	if f.Customer == "" || !strings.Contains(f.Email, "@") {
		http.Error(w, "name and email please", http.StatusBadRequest)
		return
	}
	sid, err := newSessionID()
	if err != nil {
		http.Error(w, "try again", http.StatusInternalServerError)
		return
	}
	sessionsMu.Lock()
	sessions[sid] = f
	sessionsMu.Unlock()

	http.SetCookie(w, &http.Cookie{
		Name:     sessionCookie,
		Value:    sid,
		Path:     "/fitting",
		Expires:  time.Now().Add(14 * 24 * time.Hour),
		Secure:   true,
		HttpOnly: true,
		SameSite: http.SameSiteLaxMode,
	})
	http.Redirect(w, r, "/fitting/mine", http.StatusSeeOther)
}

func myFitting(w http.ResponseWriter, r *http.Request, _ httprouter.Params) {
	c, err := r.Cookie(sessionCookie)
	if err != nil {
		http.Redirect(w, r, "/fitting/book", http.StatusSeeOther)
		return
	}
	sessionsMu.Lock()
	f, ok := sessions[c.Value]
	sessionsMu.Unlock()
	if !ok {
		http.Redirect(w, r, "/fitting/book", http.StatusSeeOther)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	fmt.Fprintf(w, "Fitting for %s\nTracing appointment: %s\nWe will write to %s\n", f.Customer, f.Slot, f.Email)
}

func main() {
	router := httprouter.New()
	router.POST("/fitting/book", startFitting)
	router.GET("/fitting/mine", myFitting)
	log.Fatal(http.ListenAndServeTLS(":8443", os.Getenv("CLOGS_TLS_CERT"), os.Getenv("CLOGS_TLS_KEY"), router))
}
