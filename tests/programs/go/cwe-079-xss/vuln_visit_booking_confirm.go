// Clinic portal handler that confirms an appointment booking and shows the patient's note back to them.
package portal

import (
	"html/template"
	"net/http"
	"strings"
	"time"
)

var confirmTmpl = template.Must(template.New("confirm").Parse(`<!doctype html>
<html><head><title>Booking confirmed</title></head><body>
<h1>Your visit with {{.Clinician}} is booked</h1>
<p>{{.When.Format "Monday 2 January 2006, 15:04"}} at {{.Site}}</p>
<section class="note"><h2>Your note for the clinician</h2><p>{{.Note}}</p></section>
</body></html>`))

type confirmView struct {
	Clinician string
	Site      string
	When      time.Time
	Note      template.HTML
}

type Slot struct {
	Clinician, Site string
	Start           time.Time
}

type Scheduler interface {
	Book(slotID, patientID, note string) (Slot, error)
}

func formatNote(note string) template.HTML {
	note = strings.TrimSpace(note)
	return template.HTML(strings.ReplaceAll(note, "\n", "<br>"))
}

func ConfirmHandler(s Scheduler, patientOf func(*http.Request) string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		slotID := r.PathValue("slot")
		note := r.PostFormValue("note")
		if len(note) > 2000 {
			http.Error(w, "note too long", http.StatusBadRequest)
			return
		}
		slot, err := s.Book(slotID, patientOf(r), note)
		if err != nil {
			http.Error(w, "slot no longer available", http.StatusConflict)
			return
		}
		view := confirmView{Clinician: slot.Clinician, Site: slot.Site, When: slot.Start, Note: formatNote(note)}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		confirmTmpl.Execute(w, view)
	}
}
