// A fiber tapestry search program of the h65 set (cwe-1333-redos).
package main

// Search over the studio's catalogue of tapestries in for treatment or held
// in store. Titles come from owners' inventories and are matched
// case-insensitively with regexp2, as in the archive team's import tooling.

import (
	"encoding/json"
	"log"
	"os"
	"time"

	"github.com/dlclark/regexp2"
	"github.com/gofiber/fiber/v2"
)

type tapestry struct {
	Accession string `json:"accession"`
	Title     string `json:"title"`
	Workshop  string `json:"workshop"`
	Condition string `json:"condition"`
}

type catalogue struct {
	items []tapestry
}

func loadCatalogue(path string) (*catalogue, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	c := &catalogue{}
	return c, json.Unmarshal(raw, &c.items)
}

func (c *catalogue) search(re *regexp2.Regexp) ([]tapestry, error) {
	out := []tapestry{}
	for _, t := range c.items {
		ok, err := re.MatchString(t.Title)
		if err != nil {
			return nil, err
		}
		if ok {
			out = append(out, t)
		}
	}
	return out, nil
}

func main() {
	cat, err := loadCatalogue(os.Getenv("CATALOGUE_FILE"))
	if err != nil {
		log.Fatalf("loading catalogue: %v", err)
	}

	app := fiber.New(fiber.Config{ReadTimeout: 10 * time.Second})

	app.Get("/api/tapestries", func(c *fiber.Ctx) error {
		q := c.Query("q")
		if q == "" || len(q) > 100 {
			return fiber.NewError(fiber.StatusBadRequest, "q must be 1-100 characters")
		}
		re, err := regexp2.Compile(regexp2.Escape(q), regexp2.IgnoreCase)
		if err != nil {
			return fiber.NewError(fiber.StatusBadRequest, "search could not be understood")
		}
		re.MatchTimeout = 50 * time.Millisecond
		items, err := cat.search(re)
		if err != nil {
			return fiber.NewError(fiber.StatusServiceUnavailable, "search took too long")
		}
		return c.JSON(fiber.Map{"count": len(items), "items": items})
	})

	log.Fatal(app.Listen(":8080"))
}
