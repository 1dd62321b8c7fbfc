// Shift sign-up pages for the animal shelter's volunteer scheduler, using chi and gorilla/csrf.
package shifts

import (
	"html/template"
	"net/http"
	"os"
	"strconv"

	"github.com/go-chi/chi/v5"
	"github.com/gorilla/csrf"
)

var shiftPage = template.Must(template.New("shifts").Parse(`<form method="post" action="/shifts/claim">{{.CSRF}}
<select name="shift_id">{{range .Shifts}}<option value="{{.ID}}">{{.Label}}</option>{{end}}</select>
<button>Claim shift</button></form>`))

type Shift struct {
	ID    int64
	Label string
}

type ShiftService interface {
	Open() ([]Shift, error)
	Claim(volunteerID string, shiftID int64) error
	VolunteerFromSession(r *http.Request) (string, bool)
}

type ShiftHandlers struct{ Svc ShiftService }

func (h *ShiftHandlers) List(w http.ResponseWriter, r *http.Request) {
	shifts, err := h.Svc.Open()
	if err != nil {
		http.Error(w, "schedule unavailable", http.StatusServiceUnavailable)
		return
	}
	shiftPage.Execute(w, map[string]interface{}{"CSRF": csrf.TemplateField(r), "Shifts": shifts})
}

func (h *ShiftHandlers) Claim(w http.ResponseWriter, r *http.Request) {
	volunteer, ok := h.Svc.VolunteerFromSession(r)
	if !ok {
		http.Redirect(w, r, "/login", http.StatusSeeOther)
		return
	}
	shiftID, err := strconv.ParseInt(r.PostFormValue("shift_id"), 10, 64)
	if err == nil {
		err = h.Svc.Claim(volunteer, shiftID)
	}
	if err != nil {
		http.Error(w, "could not claim shift", http.StatusConflict)
		return
	}
	http.Redirect(w, r, "/shifts", http.StatusSeeOther)
}

func Router(h *ShiftHandlers) http.Handler {
	protect := csrf.Protect([]byte(os.Getenv("CSRF_AUTH_KEY")), csrf.Secure(true), csrf.Path("/"))
	r := chi.NewRouter()
	r.Group(func(r chi.Router) {
		r.Use(protect)
		r.Get("/shifts", h.List)
		r.Post("/shifts/claim", h.Claim)
	})
	return r
}
