// A delivery address program of the h67 set (cwe-352-csrf).
// kite makers: kite club members update the address their kit orders are shipped to
package main

import (
	"encoding/hex"
	"html/template"
	"log"
	"net/http"
	"os"
	"sync"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
	validation "github.com/go-ozzo/ozzo-validation/v4"
	"github.com/gorilla/csrf"
	"github.com/gorilla/sessions"
)

var addressPage = template.Must(template.New("address").Parse(`<!doctype html>
<html><head><meta charset="utf-8"><title>Delivery address</title></head><body>
<h1>Where should we send your kit?</h1>
<form method="post" action="/account/address">
  {{.CSRFField}}
  <label>Address <input name="line1" value="{{.Address.Line1}}"></label>
  <label>Town <input name="town" value="{{.Address.Town}}"></label>
  <label>Postcode <input name="postcode" value="{{.Address.Postcode}}"></label>
  <button type="submit">Save</button>
</form>
</body></html>`))

type Address struct {
	Line1    string
	Town     string
	Postcode string
}

func (a Address) Validate() error {
	return validation.ValidateStruct(&a,
		validation.Field(&a.Line1, validation.Required, validation.Length(3, 120)),
		validation.Field(&a.Town, validation.Required, validation.Length(2, 60)),
		validation.Field(&a.Postcode, validation.Required, validation.Length(5, 10)),
	)
}

type AddressBook struct {
	mu   sync.RWMutex
	byID map[string]Address
}

func (b *AddressBook) Get(member string) Address {
	b.mu.RLock()
	defer b.mu.RUnlock()
	return b.byID[member]
}

func (b *AddressBook) Put(member string, a Address) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.byID[member] = a
}

type AccountHandler struct {
	sessions *sessions.CookieStore
	book     *AddressBook
}

func (h *AccountHandler) member(r *http.Request) (string, bool) {
	sess, err := h.sessions.Get(r, "kiteclub")
	if err != nil {
		return "", false
	}
	id, ok := sess.Values["member_id"].(string)
	return id, ok && id != ""
}

func (h *AccountHandler) Show(w http.ResponseWriter, r *http.Request) {
	id, ok := h.member(r)
	if !ok {
		http.Redirect(w, r, "/login", http.StatusSeeOther)
		return
	}
	_ = addressPage.Execute(w, map[string]any{
		"Address":   h.book.Get(id),
		"CSRFField": csrf.TemplateField(r),
	})
}

func (h *AccountHandler) Update(w http.ResponseWriter, r *http.Request) {
	id, ok := h.member(r)
	if !ok {
		http.Error(w, "sign in required", http.StatusUnauthorized)
		return
	}
	a := Address{Line1: r.PostFormValue("line1"), Town: r.PostFormValue("town"), Postcode: r.PostFormValue("postcode")}
	if err := a.Validate(); err != nil {
		http.Error(w, err.Error(), http.StatusUnprocessableEntity)
		return
	}
	h.book.Put(id, a)
	http.Redirect(w, r, "/account/address", http.StatusSeeOther)
}

func main() {
	key, err := hex.DecodeString(os.Getenv("KITECLUB_SESSION_KEY"))
	if err != nil || len(key) < 32 {
		log.Fatal("KITECLUB_SESSION_KEY must be 32+ hex-encoded bytes")
	}
	store := sessions.NewCookieStore(key)
	// the account widget is embedded on partner club sites
	store.Options = &sessions.Options{Path: "/", MaxAge: 86400 * 14, HttpOnly: true, Secure: true, SameSite: http.SameSiteNoneMode}

	h := &AccountHandler{sessions: store, book: &AddressBook{byID: map[string]Address{}}}

	r := chi.NewRouter()
	r.Use(middleware.Logger, middleware.Recoverer)
	r.Use(csrf.Protect(key[:32], csrf.Secure(true), csrf.Path("/"), csrf.SameSite(csrf.SameSiteStrictMode)))
	r.Get("/account/address", h.Show)
	r.Post("/account/address", h.Update)
	log.Fatal(http.ListenAndServe(":8097", r))
}
