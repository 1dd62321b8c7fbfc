// A standing order address program of the h60 set (cwe-352-csrf).
package main

import (
	"encoding/hex"
	"html/template"
	"log"
	"net/http"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/gorilla/csrf"
	"github.com/gorilla/mux"
	"github.com/gorilla/sessions"
)

var addressForm = template.Must(template.New("address").Parse(`<!doctype html>
<html><head><meta charset="utf-8"><title>Weekly flowers - delivery</title></head>
<body>
  <h1>Where should your weekly flowers go?</h1>
  <form method="post" action="/account/delivery">
	{{.CSRFField}}
	<label>Recipient <input name="recipient" value="{{.Recipient}}"></label>
	<label>Address <textarea name="address">{{.Address}}</textarea></label>
	<button>Save</button>
  </form>
</body></html>`))

type delivery struct{ Recipient, Address string }

type deliveries struct {
	mu sync.Mutex
	m  map[string]delivery // customer id -> standing-order address
}

func mustKey(env string, size int) []byte {
	k, err := hex.DecodeString(os.Getenv(env))
	if err != nil || len(k) != size {
		log.Fatalf("%s must hold %d hex-encoded bytes", env, size)
	}
	return k
}

// withCustomer resolves the signed-in customer from the shop's session cookie.
func withCustomer(store sessions.Store, h func(http.ResponseWriter, *http.Request, string)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		sess, err := store.Get(r, "florist_session")
		if err != nil {
			http.Redirect(w, r, "/login", http.StatusSeeOther)
			return
		}
		id, _ := sess.Values["customer"].(string)
		if id == "" {
			http.Redirect(w, r, "/login", http.StatusSeeOther)
			return
		}
		h(w, r, id)
	}
}

func main() {
	store := sessions.NewCookieStore(mustKey("SESSION_HASH_KEY", 32), mustKey("SESSION_BLOCK_KEY", 32))
	store.Options = &sessions.Options{Path: "/", MaxAge: 7 * 24 * 3600, HttpOnly: true, Secure: true}
	addrs := &deliveries{m: map[string]delivery{}}

	r := mux.NewRouter()
	r.HandleFunc("/account/delivery", withCustomer(store, func(w http.ResponseWriter, r *http.Request, id string) {
		addrs.mu.Lock()
		d := addrs.m[id]
		addrs.mu.Unlock()
		_ = addressForm.Execute(w, struct {
			delivery
			CSRFField template.HTML
		}{d, csrf.TemplateField(r)})
	})).Methods(http.MethodGet)

	r.HandleFunc("/account/delivery", withCustomer(store, func(w http.ResponseWriter, r *http.Request, id string) {
		d := delivery{
			Recipient: strings.TrimSpace(r.PostFormValue("recipient")),
			Address:   strings.TrimSpace(r.PostFormValue("address")),
		}
		if d.Recipient == "" || d.Address == "" {
			http.Error(w, "recipient and address are required", http.StatusBadRequest)
			return
		}
		addrs.mu.Lock()
		addrs.m[id] = d
		addrs.mu.Unlock()
		http.Redirect(w, r, "/account/delivery", http.StatusSeeOther)
	})).Methods(http.MethodPost)

	srv := &http.Server{
		Addr:              os.Getenv("LISTEN_ADDR"),
		Handler:           csrf.Protect(mustKey("CSRF_KEY", 32), csrf.Path("/"))(r),
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Fatal(srv.ListenAndServe())
}
