// A fitting search program of the h71 set (cwe-079-xss).
package main

import (
	"errors"
	"fmt"
	"html"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

var (
	ErrQueryTooShort = errors.New("query too short")
	ErrNoMatches     = errors.New("no matching hat blocks")
)

type hatBlock struct {
	Code      string
	Style     string
	CrownCM   float64
	BrimCM    float64
	Materials []string
}

type catalogue struct {
	blocks []hatBlock
}

func (c *catalogue) search(q string) ([]hatBlock, error) {
	q = strings.TrimSpace(strings.ToLower(q))
	if len([]rune(q)) < 3 {
		return nil, ErrQueryTooShort
	}
	var hits []hatBlock
	for _, b := range c.blocks {
		if strings.Contains(strings.ToLower(b.Style), q) || strings.EqualFold(b.Code, q) {
			hits = append(hits, b)
		}
	}
	if len(hits) == 0 {
		return nil, fmt.Errorf("%w for %q", ErrNoMatches, q)
	}
	return hits, nil
}

type kiosk struct {
	cat *catalogue
}

func (k *kiosk) find(c echo.Context) error {
	q := c.QueryParam("q")
	hits, err := k.cat.search(q)
	switch {
	case errors.Is(err, ErrQueryTooShort):
		return c.HTML(http.StatusBadRequest,
			fmt.Sprintf(`<p class="hint">Please type at least three letters (you typed “%s”).</p>`, html.EscapeString(q)))
	case errors.Is(err, ErrNoMatches):
		return c.HTML(http.StatusOK,
			fmt.Sprintf(`<p class="empty">No blocks found for “%s”. Try a crown size or a style such as cloche.</p>`, html.EscapeString(q)))
	case err != nil:
		return echo.NewHTTPError(http.StatusInternalServerError, "catalogue unavailable")
	}

	var b strings.Builder
	b.WriteString(`<ul class="blocks">`)
	for _, h := range hits {
		fmt.Fprintf(&b, `<li><strong>%s</strong> %s &middot; crown %.1f cm, brim %.1f cm &middot; %s</li>`,
			html.EscapeString(h.Code), html.EscapeString(h.Style), h.CrownCM, h.BrimCM,
			html.EscapeString(strings.Join(h.Materials, ", ")))
	}
	b.WriteString(`</ul>`)
	return c.HTML(http.StatusOK, b.String())
}

func main() {
	k := &kiosk{cat: &catalogue{blocks: []hatBlock{
		{Code: "CL-56", Style: "Cloche, deep crown", CrownCM: 56, BrimCM: 3.5, Materials: []string{"wool felt", "sisal"}},
		{Code: "FD-58", Style: "Fedora, pinch front", CrownCM: 58, BrimCM: 6, Materials: []string{"fur felt"}},
		{Code: "BT-55", Style: "Boater, flat top", CrownCM: 55, BrimCM: 7, Materials: []string{"straw braid"}},
		{Code: "PB-57", Style: "Pillbox, cocktail", CrownCM: 57, BrimCM: 0, Materials: []string{"buckram", "silk"}},
	}}}

	e := echo.New()
	e.Use(middleware.Logger(), middleware.Recover())
	e.GET("/kiosk/search", k.find)
	e.Logger.Fatal(e.Start(":8060"))
}
