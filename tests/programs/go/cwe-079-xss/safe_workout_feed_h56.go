// Fiber handler that renders a gym member's public workout feed card with recent sessions.
package feed

import (
	"bytes"
	"html/template"
	"time"

	"github.com/gofiber/fiber/v2"
)

type session struct {
	Kind     string
	Minutes  int
	Finished time.Time
}

type card struct {
	Handle   string
	Caption  string
	Sessions []session
	Total    int
}

var cardTmpl = template.Must(template.New("card").Parse(`<section class="feed-card">
<h2>@{{.Handle}}</h2>
<h3>{{.Caption}}</h3>
<p>{{.Total}} minutes this week</p>
<ol>{{range .Sessions}}<li>{{.Kind}} ({{.Minutes}} min)</li>{{end}}</ol>
</section>`))

type sessionStore interface {
	Recent(handle string, since time.Time) ([]session, error)
}

func reduce(items []session, init int, fn func(int, session) int) int {
	acc := init
	for _, s := range items {
		acc = fn(acc, s)
	}
	return acc
}

func FeedCard(store sessionStore) fiber.Handler {
	return func(c *fiber.Ctx) error {
		handle := c.Params("handle")
		sessions, err := store.Recent(handle, time.Now().AddDate(0, 0, -7))
		if err != nil {
			return fiber.ErrNotFound
		}
		total := reduce(sessions, 0, func(acc int, s session) int { return acc + s.Minutes })
		var buf bytes.Buffer
		if err := cardTmpl.Execute(&buf, card{handle, c.Query("caption", "This week"), sessions, total}); err != nil {
			return err
		}
		c.Type("html", "utf-8")
		return c.Send(buf.Bytes())
	}
}

func Mount(app *fiber.App, store sessionStore) {
	app.Get("/members/:handle/feed", FeedCard(store))
}
