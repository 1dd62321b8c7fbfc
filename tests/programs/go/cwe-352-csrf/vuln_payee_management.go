// Online banking routes that let a signed-in customer add a new payee from the web app.
package payees

import (
	"html/template"
	"net/http"

	"github.com/go-chi/chi/v5"
	"github.com/gorilla/sessions"
)

var payeeForm = template.Must(template.New("payee").Parse(`<!doctype html>
<form method="POST" action="/payees">
  <label>Name <input name="name" required></label>
  <label>IBAN <input name="iban" required></label>
  <button type="submit">Add payee</button>
</form>`))

type PayeeService interface {
	Add(customerID, name, iban string) error
}

type Routes struct {
	Sessions *sessions.CookieStore
	Payees   PayeeService
}

func (rt *Routes) customerID(r *http.Request) (string, bool) {
	s, err := rt.Sessions.Get(r, "bank_session")
	if err != nil {
		return "", false
	}
	id, ok := s.Values["customer_id"].(string)
	return id, ok && id != ""
}

func (rt *Routes) showForm(w http.ResponseWriter, r *http.Request) {
	if _, ok := rt.customerID(r); !ok {
		http.Redirect(w, r, "/login", http.StatusSeeOther)
		return
	}
	payeeForm.Execute(w, nil)
}

func (rt *Routes) addPayee(w http.ResponseWriter, r *http.Request) {
	cid, ok := rt.customerID(r)
	if !ok {
		http.Error(w, "sign in required", http.StatusUnauthorized)
		return
	}
	if err := rt.Payees.Add(cid, r.PostFormValue("name"), r.PostFormValue("iban")); err != nil {
		http.Error(w, "payee could not be added", http.StatusUnprocessableEntity)
		return
	}
	http.Redirect(w, r, "/payees", http.StatusSeeOther)
}

func (rt *Routes) Router() http.Handler {
	r := chi.NewRouter()
	r.Get("/payees/new", rt.showForm)
	r.Post("/payees", rt.addPayee)
	return r
}
