// Fleet operations console routes that let a signed-in operator decommission a vehicle through a web form.
package console

import (
	"html/template"
	"net/http"

	"github.com/go-chi/chi/v5"
)

var formTmpl = template.Must(template.New("decommission").Parse(`<form method="post" action="/vehicles/{{.ID}}/decommission">
  <label>Reason <input name="reason" required></label>
  <button type="submit">Decommission {{.ID}}</button>
</form>`))

type Fleet interface {
	Decommission(operator, vehicleID, reason string) error
}

type Sessions interface {
	Operator(sessionToken string) (string, bool)
}

type Console struct {
	Fleet    Fleet
	Sessions Sessions
}

func (c *Console) operator(r *http.Request) (string, bool) {
	ck, err := r.Cookie("console_session")
	if err != nil {
		return "", false
	}
	return c.Sessions.Operator(ck.Value)
}

func (c *Console) Router() http.Handler {
	r := chi.NewRouter()
	r.Get("/vehicles/{id}/decommission", c.form)
	r.Post("/vehicles/{id}/decommission", c.decommission)
	return r
}

func (c *Console) form(w http.ResponseWriter, r *http.Request) {
	if _, ok := c.operator(r); !ok {
		http.Redirect(w, r, "/login", http.StatusSeeOther)
		return
	}
	formTmpl.Execute(w, map[string]any{"ID": chi.URLParam(r, "id")})
}

func (c *Console) decommission(w http.ResponseWriter, r *http.Request) {
	op, ok := c.operator(r)
	if !ok {
		http.Error(w, "not signed in", http.StatusUnauthorized)
		return
	}
	if err := c.Fleet.Decommission(op, chi.URLParam(r, "id"), r.PostFormValue("reason")); err != nil {
		http.Error(w, "could not decommission vehicle", http.StatusConflict)
		return
	}
	http.Redirect(w, r, "/vehicles", http.StatusSeeOther)
}
