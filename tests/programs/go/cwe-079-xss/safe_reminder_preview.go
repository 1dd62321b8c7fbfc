// Renders a preview of the appointment reminder e-mail that a clinic sends to patients.
package reminders

import (
	"html/template"
	"net/http"
	"time"
)

var previewPage = template.Must(template.New("preview").Parse(`<!doctype html>
<html><body>
<h1>{{.Clinic}}</h1>
<p>Dear {{.Patient}},</p>
<p>This is a reminder of your appointment with {{.Doctor}} on {{.When.Format "Mon 2 Jan 15:04"}}.</p>
<p>Note from reception: {{.Note}}</p>
</body></html>`))

type reminderView struct {
	Clinic  string
	Patient string
	Doctor  string
	Note    string
	When    time.Time
}

type PreviewHandler struct {
	ClinicName string
}

func (h PreviewHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	when, err := time.Parse(time.RFC3339, q.Get("at"))
	if err != nil {
		when = time.Now().Add(24 * time.Hour)
	}
	view := reminderView{
		Clinic:  h.ClinicName,
		Patient: q.Get("patient"),
		Doctor:  q.Get("doctor"),
		Note:    q.Get("note"),
		When:    when,
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if err := previewPage.Execute(w, view); err != nil {
		http.Error(w, "render failed", http.StatusInternalServerError)
	}
}
