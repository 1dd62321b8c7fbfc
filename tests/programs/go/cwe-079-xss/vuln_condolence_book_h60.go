// A condolence book program of the h60 set (cwe-079-xss).
package main

import (
	"io"
	"net/http"
	"os"
	"strings"
	"sync"
	"text/template"
	"time"

	"github.com/labstack/echo/v4"
)

const bookPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>In loving memory of {{.Name}}</title></head>
<body>
  <h1>In loving memory of {{.Name}}</h1>
  <p>Service: {{.Service}}</p>
  <section class="condolences">
  {{range .Messages}}
	<article><h3>{{.Author}}</h3><p>{{.Text}}</p><time>{{.At.Format "2 Jan 2006"}}</time></article>
  {{else}}
	<p>Be the first to leave a message for the family.</p>
  {{end}}
  </section>
</body>
</html>`

type message struct {
	Author string    `json:"author"`
	Text   string    `json:"text"`
	At     time.Time `json:"-"`
}

type memorial struct {
	Name     string
	Service  string
	Messages []message
}

type book struct {
	mu        sync.RWMutex
	memorials map[string]*memorial
}

type pageRenderer struct{ t *template.Template }

func (p *pageRenderer) Render(w io.Writer, name string, data interface{}, _ echo.Context) error {
	return p.t.ExecuteTemplate(w, name, data)
}

// cleanMessage trims a message and enforces the length limits of the book.
func cleanMessage(m message) (message, bool) {
	m.Author = strings.TrimSpace(m.Author)
	m.Text = strings.TrimSpace(m.Text)
	if m.Author == "" || m.Text == "" || len(m.Author) > 80 || len(m.Text) > 2000 {
		return m, false
	}
	m.At = time.Now()
	return m, true
}

func main() {
	b := &book{memorials: map[string]*memorial{
		"eleanor-whitcombe": {Name: "Eleanor Whitcombe", Service: "Friday 14 June, 11:00, Chapel of Rest"},
	}}

	e := echo.New()
	e.Renderer = &pageRenderer{t: template.Must(template.New("book").Parse(bookPage))}

	e.GET("/memorials/:slug", func(c echo.Context) error {
		b.mu.RLock()
		defer b.mu.RUnlock()
		m, ok := b.memorials[c.Param("slug")]
		if !ok {
			return echo.ErrNotFound
		}
		return c.Render(http.StatusOK, "book", m)
	})

	e.POST("/memorials/:slug/messages", func(c echo.Context) error {
		var in message
		if err := c.Bind(&in); err != nil {
			return echo.ErrBadRequest
		}
		msg, ok := cleanMessage(in)
		if !ok {
			return echo.NewHTTPError(http.StatusUnprocessableEntity, "author and text are required")
		}
		b.mu.Lock()
		defer b.mu.Unlock()
		m, found := b.memorials[c.Param("slug")]
		if !found {
			return echo.ErrNotFound
		}
		m.Messages = append(m.Messages, msg)
		return c.NoContent(http.StatusCreated)
	})

	e.Logger.Fatal(e.Start(os.Getenv("LISTEN_ADDR")))
}
