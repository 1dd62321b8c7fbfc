// Gorilla mux routes for the banking web UI: transfer form and transfer submission.
package bank

import (
	"html/template"
	"net/http"
	"os"
	"strconv"

	"github.com/gorilla/mux"
	"github.com/gorilla/sessions"
)

var store = sessions.NewCookieStore([]byte(os.Getenv("SESSION_KEY")))

var transferTmpl = template.Must(template.New("t").Parse(`<form method="POST" action="/transfer">
  <input name="to"> <input name="amount"> <button>Send</button>
</form>`))

type Ledger interface {
	Transfer(fromUser, toAccount string, cents int64) error
}

func NewRouter(l Ledger) http.Handler {
	r := mux.NewRouter()
	r.HandleFunc("/transfer", showForm).Methods(http.MethodGet)
	r.HandleFunc("/transfer", submit(l)).Methods(http.MethodPost)
	return r
}

func showForm(w http.ResponseWriter, r *http.Request) {
	transferTmpl.Execute(w, nil)
}

func submit(l Ledger) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		sess, _ := store.Get(r, "bank-session")
		user, ok := sess.Values["user"].(string)
		if !ok {
			http.Redirect(w, r, "/login", http.StatusSeeOther)
			return
		}
		cents, err := strconv.ParseInt(r.PostFormValue("amount"), 10, 64)
		if err != nil || cents <= 0 {
			http.Error(w, "invalid amount", http.StatusBadRequest)
			return
		}
		if err := l.Transfer(user, r.PostFormValue("to"), cents); err != nil {
			http.Error(w, "transfer failed", http.StatusInternalServerError)
			return
		}
		http.Redirect(w, r, "/accounts", http.StatusSeeOther)
	}
}
