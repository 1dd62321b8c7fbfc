// A repair status program of the h69 set (cwe-079-xss).
package main

import (
	"context"
	"fmt"
	"html"
	"net/http"
	"strconv"
	"sync"
	"sync/atomic"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

type repairTicket struct {
	ID     int64
	Model  string
	Serial string
	Note   string
	Stage  string
}

type ticketKey struct{}

var (
	tickets sync.Map // int64 -> *repairTicket
	nextID  atomic.Int64
)

func intake(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return
	}
	t := &repairTicket{
		ID:     nextID.Add(1),
		Model:  r.PostFormValue("model"),
		Serial: r.PostFormValue("serial"),
		Note:   r.PostFormValue("note"),
		Stage:  "received",
	}
	tickets.Store(t.ID, t)
	http.Redirect(w, r, "/repairs/"+strconv.FormatInt(t.ID, 10), http.StatusSeeOther)
}

// ticketCtx resolves the ticket from the URL and puts it on the request
// context for the status page and the label printer endpoint.
func ticketCtx(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := strconv.ParseInt(chi.URLParam(r, "ticketID"), 10, 64)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		v, ok := tickets.Load(id)
		if !ok {
			http.NotFound(w, r)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ticketKey{}, v.(*repairTicket))))
	})
}

func statusPage(w http.ResponseWriter, r *http.Request) {
	t := r.Context().Value(ticketKey{}).(*repairTicket)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprintf(w, `<!doctype html><html><head><title>Repair #%d</title></head><body>`, t.ID)
	fmt.Fprintf(w, `<h1>%s</h1><p>Serial %s</p>`, html.EscapeString(t.Model), html.EscapeString(t.Serial))
	fmt.Fprintf(w, `<p>Current stage: <strong>%s</strong></p>`, t.Stage)
	fmt.Fprintf(w, `<h2>Your notes</h2><blockquote>%s</blockquote>`, html.EscapeString(t.Note))
	fmt.Fprint(w, `</body></html>`)
}

func labelText(w http.ResponseWriter, r *http.Request) {
	t := r.Context().Value(ticketKey{}).(*repairTicket)
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	fmt.Fprintf(w, "#%d %s (%s)\n", t.ID, t.Model, t.Serial)
}

func main() {
	r := chi.NewRouter()
	r.Use(middleware.RequestID, middleware.Logger)
	r.Post("/intake", intake)
	r.Route("/repairs/{ticketID}", func(r chi.Router) {
		r.Use(ticketCtx)
		r.Get("/", statusPage)
		r.Get("/label", labelText)
	})
	http.ListenAndServe(":3000", r)
}
