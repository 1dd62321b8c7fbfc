// Fiber handler that renders a small HTML fragment of catalog search results.
package search

import (
	"fmt"
	"html"
	"strings"

	"github.com/gofiber/fiber/v2"
)

type Item struct {
	SKU   string
	Title string
	Price float64
}

type Catalog interface {
	Search(term string, limit int) ([]Item, error)
}

func renderResults(term string, items []Item) string {
	var b strings.Builder
	b.WriteString(`<section class="results">`)
	b.WriteString("<h2>Results for &quot;" + html.EscapeString(term) + "&quot;</h2>")
	if len(items) == 0 {
		b.WriteString("<p>No matching products.</p>")
	}
	b.WriteString("<ul>")
	for _, it := range items {
		fmt.Fprintf(&b, `<li data-sku="%s">%s <span>%.2f</span></li>`,
			html.EscapeString(it.SKU), html.EscapeString(it.Title), it.Price)
	}
	b.WriteString("</ul></section>")
	return b.String()
}

func SearchHandler(cat Catalog) fiber.Handler {
	return func(c *fiber.Ctx) error {
		term := strings.TrimSpace(c.Query("q"))
		if term == "" {
			return c.Status(fiber.StatusBadRequest).SendString("missing query")
		}
		items, err := cat.Search(term, 25)
		if err != nil {
			return fiber.NewError(fiber.StatusInternalServerError, "search unavailable")
		}
		c.Type("html", "utf-8")
		return c.SendString(renderResults(term, items))
	}
}
