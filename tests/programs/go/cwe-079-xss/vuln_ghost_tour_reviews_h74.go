// A ghost tour reviews program of the h74 set (cwe-079-xss).
package main

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/labstack/echo/v4"
	"golang.org/x/sync/errgroup"
)

type tour struct {
	Slug  string
	Title string
	Guide string
}

type review struct {
	Author string
	Stars  int
	Body   string
	At     time.Time
}

type store struct {
	mu      sync.RWMutex
	tours   map[string]tour
	reviews map[string][]review
}

func (s *store) tour(_ context.Context, slug string) (tour, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	t, ok := s.tours[slug]
	if !ok {
		return tour{}, echo.ErrNotFound
	}
	return t, nil
}

func (s *store) latestReviews(_ context.Context, slug string, n int) []review {
	s.mu.RLock()
	defer s.mu.RUnlock()
	all := s.reviews[slug]
	if len(all) > n {
		all = all[len(all)-n:]
	}
	return append([]review(nil), all...)
}

func (s *store) addReview(slug string, r review) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.reviews[slug] = append(s.reviews[slug], r)
}

func renderPage(t tour, rs []review) string {
	var b strings.Builder
	fmt.Fprintf(&b, "<html><head><title>%s reviews</title></head><body>", t.Title)
	fmt.Fprintf(&b, "<h1>%s</h1><p>Led by %s</p><ul>", t.Title, t.Guide)
	for _, r := range rs {
		fmt.Fprintf(&b, "<li><strong>%s</strong> %s<p>%s</p></li>",
			r.Author, strings.Repeat("&#9733;", r.Stars), r.Body)
	}
	b.WriteString("</ul></body></html>")
	return b.String()
}

func main() {
	db := &store{
		tours: map[string]tour{
			"old-town-lanterns": {"old-town-lanterns", "Old Town Lantern Walk", "Morwenna"},
			"harbour-wrecks":    {"harbour-wrecks", "Harbour Wrecks & Wraiths", "Silas"},
		},
		reviews: map[string][]review{},
	}

	e := echo.New()
	e.GET("/tours/:slug/reviews", func(c echo.Context) error {
		slug := c.Param("slug")
		var t tour
		var rs []review
		g, ctx := errgroup.WithContext(c.Request().Context())
		g.Go(func() (err error) { t, err = db.tour(ctx, slug); return err })
		g.Go(func() error { rs = db.latestReviews(ctx, slug, 25); return nil })
		if err := g.Wait(); err != nil {
			return err
		}
		return c.HTML(http.StatusOK, renderPage(t, rs))
	})
	e.POST("/tours/:slug/reviews", func(c echo.Context) error {
		stars := 5
		fmt.Sscanf(c.FormValue("stars"), "%d", &stars)
		if stars < 1 || stars > 5 {
			stars = 5
		}
		db.addReview(c.Param("slug"), review{
			Author: c.FormValue("name"),
			Stars:  stars,
			Body:   c.FormValue("review"),
			At:     time.Now(),
		})
		return c.Redirect(http.StatusSeeOther, "/tours/"+c.Param("slug")+"/reviews")
	})
	e.Logger.Fatal(e.Start(":8060"))
}
