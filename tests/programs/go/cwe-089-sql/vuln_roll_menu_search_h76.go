// A sushi bar roll menu search program of the h76 set (cwe-089-sql).
package main

import (
	"context"
	"database/sql"
	"fmt"
	"log"
	"os"

	"github.com/gofiber/fiber/v2"
	_ "github.com/lib/pq"
)

type roll struct {
	ID         int    `json:"id"`
	Name       string `json:"name"`
	PriceCents int    `json:"price_cents"`
}

// menuRepo wraps the database handle the menu service was built with.
type menuRepo struct {
	db *sql.DB
}

func newMenuRepo(db *sql.DB) *menuRepo {
	return &menuRepo{db: db}
}

func (m *menuRepo) Search(ctx context.Context, term string, maxPrice int) ([]roll, error) {
	q := fmt.Sprintf("SELECT id, name, price_cents FROM menu_rolls WHERE name ILIKE '%%%s%%' AND price_cents <= %d ORDER BY name", term, maxPrice)
	rows, err := m.db.QueryContext(ctx, q)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []roll
	for rows.Next() {
		var r roll
		if err := rows.Scan(&r.ID, &r.Name, &r.PriceCents); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

type menuAPI struct {
	repo *menuRepo
}

func (a *menuAPI) search(c *fiber.Ctx) error {
	term := c.Query("q")
	maxPrice := c.QueryInt("max", 5000)
	rolls, err := a.repo.Search(c.UserContext(), term, maxPrice)
	if err != nil {
		log.Printf("menu search: %v", err)
		return fiber.NewError(fiber.StatusInternalServerError, "search failed")
	}
	return c.JSON(fiber.Map{"results": rolls, "count": len(rolls)})
}

func main() {
	db, err := sql.Open("postgres", os.Getenv("MENU_DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(10)

	api := &menuAPI{repo: newMenuRepo(db)}
	app := fiber.New()
	app.Get("/menu/search", api.search)
	log.Fatal(app.Listen(":3000"))
}
