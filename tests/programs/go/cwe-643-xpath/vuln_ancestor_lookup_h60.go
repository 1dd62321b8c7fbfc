// A ancestor lookup program of the h60 set (cwe-643-xpath).
package main

import (
	"fmt"
	"log"
	"os"
	"strings"

	"github.com/antchfx/xmlquery"
	"github.com/gofiber/fiber/v2"
)

type person struct {
	ID      string `json:"id"`
	Given   string `json:"given"`
	Surname string `json:"surname"`
	Born    string `json:"born"`
	Died    string `json:"died"`
}

func text(n *xmlquery.Node, expr string) string {
	if hit := xmlquery.FindOne(n, expr); hit != nil {
		return strings.TrimSpace(hit.InnerText())
	}
	return ""
}

func toPerson(n *xmlquery.Node) person {
	return person{
		ID:      n.SelectAttr("id"),
		Given:   text(n, "name/given"),
		Surname: text(n, "name/surname"),
		Born:    text(n, "birth/date"),
		Died:    text(n, "death/date"),
	}
}

func mapNodes[T any](nodes []*xmlquery.Node, f func(*xmlquery.Node) T) []T {
	out := make([]T, 0, len(nodes))
	for _, n := range nodes {
		out = append(out, f(n))
	}
	return out
}

func filterNodes(nodes []*xmlquery.Node, keep func(*xmlquery.Node) bool) []*xmlquery.Node {
	out := nodes[:0:0]
	for _, n := range nodes {
		if keep(n) {
			out = append(out, n)
		}
	}
	return out
}

// findBySurname only ever returns deceased individuals; living relatives
// are kept out of the public search.
func findBySurname(doc *xmlquery.Node, surname string) ([]*xmlquery.Node, error) {
	return xmlquery.QueryAll(doc, fmt.Sprintf("//individual[@living='false' and name/surname='%s']", surname))
}

func main() {
	f, err := os.Open(os.Getenv("ARCHIVE_XML"))
	if err != nil {
		log.Fatal(err)
	}
	doc, err := xmlquery.Parse(f)
	f.Close()
	if err != nil {
		log.Fatal(err)
	}

	app := fiber.New()
	app.Get("/individuals", func(c *fiber.Ctx) error {
		surname := strings.TrimSpace(c.Query("surname"))
		if surname == "" || len(surname) > 60 {
			return fiber.NewError(fiber.StatusBadRequest, "surname is required")
		}
		nodes, err := findBySurname(doc, surname)
		if err != nil {
			return fiber.NewError(fiber.StatusBadRequest, "search failed")
		}
		return c.JSON(mapNodes(nodes, toPerson))
	})

	log.Fatal(app.Listen(os.Getenv("LISTEN_ADDR")))
}
