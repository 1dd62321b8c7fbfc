// A cheese cave batches program of the h62 set (cwe-089-sql).
package main

import (
	"database/sql"
	"net/http"
	"os"
	"strings"

	sq "github.com/Masterminds/squirrel"
	_ "github.com/jackc/pgx/v5/stdlib"
	"github.com/labstack/echo/v4"
)

// Each wheel batch sits in one of the aging caves; affineurs filter the
// batch list by cave and cheese style when planning turning and brushing.
type batch struct {
	ID    int64   `json:"id"`
	Style string  `json:"style"`
	Cave  string  `json:"cave"`
	Weeks int     `json:"weeks_aged"`
	PH    float64 `json:"ph"`
}

type batchFilter struct {
	Cave  string
	Style string
}

// filterFn narrows the select; filters are collected from the request and applied in order.
type filterFn func(sq.SelectBuilder) sq.SelectBuilder

func filtersFor(f batchFilter) []filterFn {
	var fns []filterFn
	if f.Cave != "" {
		fns = append(fns, func(b sq.SelectBuilder) sq.SelectBuilder {
			return b.Where("cave = '" + f.Cave + "'")
		})
	}
	if f.Style != "" {
		fns = append(fns, func(b sq.SelectBuilder) sq.SelectBuilder {
			return b.Where(sq.Eq{"style": f.Style})
		})
	}
	return fns
}

func batchQuery(f batchFilter) (string, []interface{}, error) {
	q := sq.Select("id", "style", "cave", "weeks_aged", "ph").
		From("aging_batches").
		OrderBy("weeks_aged DESC").
		Limit(100).
		PlaceholderFormat(sq.Dollar)
	for _, fn := range filtersFor(f) {
		q = fn(q)
	}
	return q.ToSql()
}

func listBatches(db *sql.DB) echo.HandlerFunc {
	return func(c echo.Context) error {
		f := batchFilter{
			Cave:  strings.TrimSpace(c.QueryParam("cave")),
			Style: strings.TrimSpace(c.QueryParam("style")),
		}
		query, args, err := batchQuery(f)
		if err != nil {
			return echo.NewHTTPError(http.StatusBadRequest, "invalid filter")
		}
		rows, err := db.QueryContext(c.Request().Context(), query, args...)
		if err != nil {
			return echo.NewHTTPError(http.StatusInternalServerError, "query failed")
		}
		defer rows.Close()
		out := make([]batch, 0, 32)
		for rows.Next() {
			var b batch
			if err := rows.Scan(&b.ID, &b.Style, &b.Cave, &b.Weeks, &b.PH); err != nil {
				return err
			}
			out = append(out, b)
		}
		return c.JSON(http.StatusOK, out)
	}
}

func main() {
	db, err := sql.Open("pgx", os.Getenv("DATABASE_URL"))
	if err != nil {
		panic(err)
	}
	e := echo.New()
	e.HideBanner = true
	e.GET("/batches", listBatches(db))
	e.Logger.Fatal(e.Start(":8080"))
}
