// A bike repair ticket notes program of the h62 set (cwe-079-xss).
package main

import (
	"bytes"
	"encoding/json"
	"html/template"
	"log"
	"strings"
	"sync"
	"time"

	"github.com/gofiber/fiber/v2"
)

// Mechanics and customers leave notes on a repair ticket; the ticket page
// shows each note with its line breaks kept.
type note struct {
	Author string
	Body   template.HTML
	At     time.Time
}

type ticket struct {
	ID    string
	Bike  string
	Notes []note
}

type ticketStore struct {
	mu      sync.Mutex
	tickets map[string]*ticket
}

func (s *ticketStore) with(id string, fn func(*ticket)) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	t, ok := s.tickets[id]
	if ok {
		fn(t)
	}
	return ok
}

func formatBody(raw string) template.HTML {
	return template.HTML(strings.ReplaceAll(raw, "\n", "<br>"))
}

var ticketPage = template.Must(template.New("ticket").Parse(`<!doctype html>
<html><body>
<h1>Ticket {{.ID}} &middot; {{.Bike}}</h1>
{{range .Notes}}<article><h4>{{.Author}} &middot; {{.At.Format "02 Jan 15:04"}}</h4><p>{{.Body}}</p></article>
{{end}}</body></html>`))

type noteInput struct {
	Author string `json:"author"`
	Body   string `json:"body"`
}

func addNote(store *ticketStore) fiber.Handler {
	return func(c *fiber.Ctx) error {
		var in noteInput
		if err := json.Unmarshal(c.Body(), &in); err != nil || in.Body == "" || len(in.Body) > 4000 {
			return fiber.NewError(fiber.StatusBadRequest, "note body required")
		}
		n := note{Author: in.Author, Body: formatBody(in.Body), At: time.Now()}
		if !store.with(c.Params("id"), func(t *ticket) { t.Notes = append(t.Notes, n) }) {
			return fiber.ErrNotFound
		}
		return c.SendStatus(fiber.StatusCreated)
	}
}

func showTicket(store *ticketStore) fiber.Handler {
	return func(c *fiber.Ctx) error {
		var buf bytes.Buffer
		var renderErr error
		found := store.with(c.Params("id"), func(t *ticket) {
			renderErr = ticketPage.Execute(&buf, t)
		})
		if !found {
			return fiber.ErrNotFound
		}
		if renderErr != nil {
			return renderErr
		}
		c.Type("html", "utf-8")
		return c.Send(buf.Bytes())
	}
}

func main() {
	store := &ticketStore{tickets: map[string]*ticket{
		"R-1042": {ID: "R-1042", Bike: "Surly Long Haul Trucker"},
	}}
	app := fiber.New()
	app.Get("/tickets/:id", showTicket(store))
	app.Post("/tickets/:id/notes", addNote(store))
	log.Fatal(app.Listen(":8080"))
}
