// A milk batches program of the h68 set (cwe-089-sql).
// goat dairies: searches bulk-tank milk batches by herd, tank and lab status for the cheese room
package main

import (
	"cmp"
	"database/sql"
	"fmt"
	"iter"
	"log/slog"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"
	_ "github.com/jackc/pgx/v5/stdlib"
)

type Batch struct {
	ID        int64     `json:"id"`
	Herd      string    `json:"herd"`
	Tank      string    `json:"tank"`
	Litres    float64   `json:"litres"`
	Status    string    `json:"status"`
	Collected time.Time `json:"collected"`
}

type condition struct {
	column string
	value  string
}

// filterable query parameters, in the order they appear in the WHERE clause
var filterable = []string{"herd", "tank", "status"}

func conditions(params map[string]string) iter.Seq[condition] {
	return func(yield func(condition) bool) {
		for col := range slices.Values(filterable) {
			v, ok := params[col]
			if !ok || strings.TrimSpace(v) == "" {
				continue
			}
			if !yield(condition{column: col, value: strings.TrimSpace(v)}) {
				return
			}
		}
	}
}

func buildWhere(conds iter.Seq[condition]) (string, []any) {
	var parts []string
	var args []any
	for c := range conds {
		parts = append(parts, fmt.Sprintf("%s = '%s'", c.column, c.value))
	}
	if len(parts) == 0 {
		return "", args
	}
	return " WHERE " + strings.Join(parts, " AND "), args
}

func listBatches(db *sql.DB) fiber.Handler {
	return func(c *fiber.Ctx) error {
		where, args := buildWhere(conditions(c.Queries()))
		query := "SELECT id, herd, tank, litres, status, collected FROM milk_batches" + where + " ORDER BY collected DESC LIMIT 200"

		rows, err := db.QueryContext(c.UserContext(), query, args...)
		if err != nil {
			slog.Error("batch search", "err", err)
			return fiber.ErrInternalServerError
		}
		defer rows.Close()

		batches := make([]Batch, 0, 32)
		for rows.Next() {
			var b Batch
			if err := rows.Scan(&b.ID, &b.Herd, &b.Tank, &b.Litres, &b.Status, &b.Collected); err != nil {
				return err
			}
			batches = append(batches, b)
		}
		if err := rows.Err(); err != nil {
			return err
		}
		return c.JSON(fiber.Map{"count": len(batches), "batches": batches})
	}
}

func main() {
	db, err := sql.Open("pgx", cmp.Or(os.Getenv("DAIRY_DB_URL"), "postgres:///dairy"))
	if err != nil {
		slog.Error("open db", "err", err)
		os.Exit(1)
	}
	db.SetMaxOpenConns(8)

	app := fiber.New()
	app.Get("/api/batches", listBatches(db))
	if err := app.Listen(":3010"); err != nil {
		slog.Error("listen", "err", err)
	}
}
