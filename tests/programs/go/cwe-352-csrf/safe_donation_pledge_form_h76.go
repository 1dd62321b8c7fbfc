// A carousel restorer donation pledge form program of the h76 set (cwe-352-csrf).
package main

import (
	"html/template"
	"log"
	"net/http"
	"os"
	"strconv"
	"sync"

	"github.com/gorilla/csrf"
	"github.com/gorilla/mux"
	"github.com/gorilla/sessions"
)

var pledgeForm = template.Must(template.New("pledge").Parse(`<!doctype html>
<h1>Adopt a horse: {{.Patron}}</h1>
<form method="post" action="/pledges">
{{.CSRF}}
<select name="horse"><option>Lead Jumper</option><option>Armored Stander</option></select>
<input name="amount" type="number" min="5"><button>Pledge</button>
</form>`))

type pledgeApp struct {
	sessions *sessions.CookieStore
	mu       sync.Mutex
	pledges  map[string]int
}

func (a *pledgeApp) patron(r *http.Request) string {
	s, _ := a.sessions.Get(r, "patron")
	name, _ := s.Values["name"].(string)
	return name
}

func (a *pledgeApp) showForm(w http.ResponseWriter, r *http.Request) {
	name := a.patron(r)
	if name == "" {
		http.Redirect(w, r, "/login", http.StatusSeeOther)
		return
	}
	pledgeForm.Execute(w, map[string]any{"Patron": name, "CSRF": csrf.TemplateField(r)})
}

func (a *pledgeApp) createPledge(w http.ResponseWriter, r *http.Request) {
	name := a.patron(r)
	if name == "" {
		http.Error(w, "please sign in", http.StatusUnauthorized)
		return
	}
	amount, err := strconv.Atoi(r.FormValue("amount"))
	if err != nil || amount < 5 {
		http.Error(w, "minimum pledge is 5", http.StatusBadRequest)
		return
	}
	a.mu.Lock()
	a.pledges[name+"/"+r.FormValue("horse")] += amount
	a.mu.Unlock()
	log.Printf("patron %s pledged %d to %s, card on file will be charged", name, amount, r.FormValue("horse"))
	http.Redirect(w, r, "/pledges/thanks", http.StatusSeeOther)
}

func main() {
	sessionKey := []byte(os.Getenv("SESSION_KEY"))
	csrfKey := []byte(os.Getenv("CSRF_KEY"))
	if len(sessionKey) < 32 || len(csrfKey) != 32 {
		log.Fatal("SESSION_KEY and CSRF_KEY must be 32 bytes")
	}
	store := sessions.NewCookieStore(sessionKey)
	store.Options = &sessions.Options{Path: "/", HttpOnly: true, Secure: true, MaxAge: 86400}
	app := &pledgeApp{sessions: store, pledges: map[string]int{}}

	r := mux.NewRouter()
	r.HandleFunc("/healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusOK) })

	site := r.NewRoute().Subrouter()
	site.Use(csrf.Protect(csrfKey, csrf.Secure(true), csrf.Path("/")))
	site.HandleFunc("/pledges/new", app.showForm).Methods(http.MethodGet)
	site.HandleFunc("/pledges/thanks", func(w http.ResponseWriter, _ *http.Request) {
		w.Write([]byte("Thank you for keeping the carousel turning!"))
	}).Methods(http.MethodGet)
	site.HandleFunc("/pledges", app.createPledge).Methods(http.MethodPost)

	log.Fatal(http.ListenAndServe(":8080", r))
}
