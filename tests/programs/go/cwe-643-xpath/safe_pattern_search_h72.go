// A pattern search program of the h72 set (cwe-643-xpath).
package main

import (
	"log"
	"os"
	"strings"

	"github.com/antchfx/xmlquery"
	"github.com/gofiber/fiber/v2"
)

// Matcher finds the public patterns that match a search term.
type Matcher interface {
	Find(doc *xmlquery.Node, term string) ([]*xmlquery.Node, error)
}

// fieldMatcher matches a child element of <pattern> exactly.
type fieldMatcher struct {
	element string
}

func (f fieldMatcher) Find(doc *xmlquery.Node, term string) ([]*xmlquery.Node, error) {
	public, err := xmlquery.QueryAll(doc, "//pattern[@visibility='public']")
	if err != nil {
		return nil, err
	}
	var out []*xmlquery.Node
	for _, p := range public {
		for _, v := range xmlquery.Find(p, f.element) {
			if v.InnerText() == term {
				out = append(out, p)
				break
			}
		}
	}
	return out, nil
}

// weightMatcher accepts yarn weights in either spelling ("DK", "dk").
type weightMatcher struct {
	fieldMatcher
}

func (w weightMatcher) Find(doc *xmlquery.Node, term string) ([]*xmlquery.Node, error) {
	return w.fieldMatcher.Find(doc, strings.ToUpper(term))
}

var matchers = map[string]Matcher{
	"designer": fieldMatcher{element: "designer"},
	"title":    fieldMatcher{element: "title"},
	"weight":   weightMatcher{fieldMatcher{element: "yarn/weight"}},
}

type hit struct {
	ID       string `json:"id"`
	Title    string `json:"title"`
	Designer string `json:"designer"`
	File     string `json:"file"`
}

func toHit(n *xmlquery.Node) hit {
	text := func(path string) string {
		if c := xmlquery.FindOne(n, path); c != nil {
			return c.InnerText()
		}
		return ""
	}
	return hit{ID: n.SelectAttr("id"), Title: text("title"), Designer: text("designer"), File: text("file")}
}

func main() {
	f, err := os.Open("/var/lib/purlstitch/catalogue.xml")
	if err != nil {
		log.Fatal(err)
	}
	doc, err := xmlquery.Parse(f)
	f.Close()
	if err != nil {
		log.Fatal(err)
	}

	app := fiber.New()
	app.Get("/catalogue/search/:field", func(c *fiber.Ctx) error {
		m, ok := matchers[c.Params("field")]
		if !ok {
			return fiber.NewError(fiber.StatusNotFound, "unknown search field")
		}
		term := strings.TrimSpace(c.Query("q"))
		if term == "" {
			return fiber.NewError(fiber.StatusBadRequest, "q is required")
		}
		nodes, err := m.Find(doc, term)
		if err != nil {
			return fiber.NewError(fiber.StatusBadRequest, "could not search for that")
		}
		hits := make([]hit, 0, len(nodes))
		for _, n := range nodes {
			hits = append(hits, toHit(n))
		}
		return c.JSON(hits)
	})
	log.Fatal(app.Listen(":8091"))
}
