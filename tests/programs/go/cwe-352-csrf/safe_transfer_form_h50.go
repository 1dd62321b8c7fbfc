// Money-transfer form for the online banking web app, embedded in partner portals.
package banking

import (
	"encoding/hex"
	"html/template"
	"log"
	"net/http"
	"os"
	"strconv"

	"github.com/gorilla/csrf"
	"github.com/gorilla/mux"
	"github.com/gorilla/sessions"
)

var formTpl = template.Must(template.New("transfer").Parse(`<form method="POST" action="/transfer">
{{.CSRF}}<input name="to_account" required> <input name="amount_cents" required> <button>Send</button></form>`))

type Ledger interface {
	Transfer(fromUser, toAccount string, cents int64) error
}

type App struct {
	store  *sessions.CookieStore
	ledger Ledger
}

func hexKey(env string) []byte {
	k, err := hex.DecodeString(os.Getenv(env))
	if err != nil || len(k) != 32 {
		log.Fatalf("%s must hold 32 hex-encoded bytes", env)
	}
	return k
}

func NewApp(l Ledger) *App {
	store := sessions.NewCookieStore(hexKey("SESSION_KEY"))
	store.Options = &sessions.Options{Path: "/", MaxAge: 1800, Secure: true, HttpOnly: true, SameSite: http.SameSiteNoneMode}
	return &App{store: store, ledger: l}
}

func (a *App) showForm(w http.ResponseWriter, r *http.Request) {
	_ = formTpl.Execute(w, map[string]template.HTML{"CSRF": csrf.TemplateField(r)})
}

func (a *App) submit(w http.ResponseWriter, r *http.Request) {
	sess, _ := a.store.Get(r, "bank")
	uid, _ := sess.Values["uid"].(string)
	cents, err := strconv.ParseInt(r.PostFormValue("amount_cents"), 10, 64)
	if uid == "" || err != nil || cents <= 0 {
		http.Error(w, "invalid transfer", http.StatusBadRequest)
		return
	}
	if err := a.ledger.Transfer(uid, r.PostFormValue("to_account"), cents); err != nil {
		http.Error(w, "transfer rejected", http.StatusUnprocessableEntity)
		return
	}
	http.Redirect(w, r, "/transfer?done=1", http.StatusSeeOther)
}

func (a *App) Router() http.Handler {
	r := mux.NewRouter()
	r.HandleFunc("/transfer", a.showForm).Methods(http.MethodGet)
	r.HandleFunc("/transfer", a.submit).Methods(http.MethodPost)
	protect := csrf.Protect(hexKey("CSRF_KEY"), csrf.Secure(true), csrf.SameSite(csrf.SameSiteNoneMode))
	return protect(r)
}
