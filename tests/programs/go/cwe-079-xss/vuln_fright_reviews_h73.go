// A fright reviews program of the h73 set (cwe-079-xss).
package main

import (
	"fmt"
	"html"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

type review struct {
	Headline string
	Body     string
	Author   string
	Scare    int
	Posted   time.Time
}

type wall struct {
	mu      sync.RWMutex
	reviews []review
}

func displayName(nickname, email string) string {
	nickname = strings.TrimSpace(nickname)
	if nickname != "" {
		return nickname
	}
	local, _, _ := strings.Cut(strings.TrimSpace(email), "@")
	if local == "" {
		return "A brave guest"
	}
	return local
}

func (w *wall) submit(c echo.Context) error {
	scare, err := strconv.Atoi(c.FormValue("scare"))
	if err != nil || scare < 1 || scare > 5 {
		return echo.NewHTTPError(http.StatusBadRequest, "scare rating must be 1-5")
	}
	rv := review{
		Headline: strings.TrimSpace(c.FormValue("headline")),
		Body:     strings.TrimSpace(c.FormValue("body")),
		Author:   displayName(c.FormValue("nickname"), c.FormValue("email")),
		Scare:    scare,
		Posted:   time.Now(),
	}
	if rv.Headline == "" || len(rv.Body) > 2000 {
		return echo.NewHTTPError(http.StatusBadRequest, "headline required, body up to 2000 characters")
	}
	w.mu.Lock()
	w.reviews = append(w.reviews, rv)
	w.mu.Unlock()
	return c.Redirect(http.StatusSeeOther, "/reviews")
}

func (w *wall) render(c echo.Context) error {
	w.mu.RLock()
	defer w.mu.RUnlock()

	var b strings.Builder
	b.WriteString("<!doctype html><html><head><title>Screams of Approval</title>")
	b.WriteString(`<link rel="stylesheet" href="/static/wall.css"></head><body><main>`)
	for i := len(w.reviews) - 1; i >= 0 && i >= len(w.reviews)-30; i-- {
		rv := w.reviews[i]
		b.WriteString(`<article class="review">`)
		fmt.Fprintf(&b, "<h3>%s</h3>", html.EscapeString(rv.Headline))
		fmt.Fprintf(&b, `<p class="scare" title="%d of 5">%s</p>`, rv.Scare, strings.Repeat("&#128128;", rv.Scare))
		fmt.Fprintf(&b, "<p>%s</p>", strings.ReplaceAll(html.EscapeString(rv.Body), "\n", "<br>"))
		b.WriteString(`<footer>&mdash; ` + rv.Author + " &middot; " + rv.Posted.Format("Jan 2") + `</footer>`)
		b.WriteString("</article>")
	}
	b.WriteString("</main></body></html>")
	return c.HTML(http.StatusOK, b.String())
}

func main() {
	e := echo.New()
	e.Use(middleware.Logger())
	e.Use(middleware.Recover())

	w := &wall{}
	e.GET("/reviews", w.render)
	e.POST("/reviews", w.submit)
	e.Static("/static", "public")

	e.Logger.Fatal(e.Start(":8066"))
}
