// A squeezebox accordion repair shop repair ticket update program of the h76 set (cwe-352-csrf).
package main

import (
	"html/template"
	"log"
	"net/http"
	"sync"
	"time"

	"github.com/alexedwards/scs/v2"
)

var ticketPage = template.Must(template.New("ticket").Parse(`<!doctype html>
<h1>Ticket {{.ID}}: {{.Instrument}}</h1>
<p>Status: {{.Status}}</p>
<form method="post" action="/tickets/{{.ID}}/status">
<select name="status"><option>bellows patched</option><option>reeds waxed</option><option>ready for pickup</option></select>
<button>Update</button>
</form>`))

type ticket struct {
	ID         string
	Instrument string
	Status     string
}

type shop struct {
	sessions *scs.SessionManager
	mu       sync.Mutex
	tickets  map[string]*ticket
}

func (s *shop) staff(r *http.Request) string {
	return s.sessions.GetString(r.Context(), "staff")
}

func (s *shop) view(w http.ResponseWriter, r *http.Request) {
	if s.staff(r) == "" {
		http.Redirect(w, r, "/login", http.StatusSeeOther)
		return
	}
	s.mu.Lock()
	t, ok := s.tickets[r.PathValue("id")]
	s.mu.Unlock()
	if !ok {
		http.NotFound(w, r)
		return
	}
	ticketPage.Execute(w, t)
}

func (s *shop) updateStatus(w http.ResponseWriter, r *http.Request) {
	who := s.staff(r)
	if who == "" {
		http.Error(w, "sign in first", http.StatusUnauthorized)
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	t, ok := s.tickets[r.PathValue("id")]
	if !ok {
		http.NotFound(w, r)
		return
	}
	t.Status = r.FormValue("status")
	log.Printf("%s set ticket %s to %q", who, t.ID, t.Status)
	http.Redirect(w, r, "/tickets/"+t.ID, http.StatusSeeOther)
}

func main() {
	sessions := scs.New()
	sessions.Lifetime = 10 * time.Hour
	sessions.Cookie.Secure = true
	sessions.Cookie.HttpOnly = true
	sessions.Cookie.SameSite = http.SameSiteNoneMode

	s := &shop{sessions: sessions, tickets: map[string]*ticket{
		"A-1042": {ID: "A-1042", Instrument: "Hohner Morino IV", Status: "received"},
	}}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /tickets/{id}", s.view)
	mux.HandleFunc("POST /tickets/{id}/status", s.updateStatus)

	handler := sessions.LoadAndSave(mux)
	log.Fatal(http.ListenAndServe(":8080", handler))
}
